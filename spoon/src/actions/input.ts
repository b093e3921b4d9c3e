import { OpFailure } from "../runtime";
/** Which mouse button: the event types that press and release it. */
const BUTTONS = {
  left: ["leftMouseDown", "leftMouseUp"],
  right: ["rightMouseDown", "rightMouseUp"],
  middle: ["otherMouseDown", "otherMouseUp"],
} as const;

export type Button = keyof typeof BUTTONS;

/**
 * Clicks at a global point: `count` down/up pairs, the n-th carrying click state n (a double click is
 * the second pair with state 2), posted without hs.eventtap.leftClick's blocking 200 ms wait.
 */
export function clickAt(point: hs.geometry.Point, button: Button, count: number, modifiers: string[]): void {
  const { types, properties } = hs.eventtap.event;
  const [down, up] = BUTTONS[button];
  for (let n = 1; n <= count; n++) {
    hs.eventtap.event
      .newMouseEvent(types[down]!, point, modifiers)
      .setProperty(properties.mouseEventClickState!, n)
      .post();
    hs.eventtap.event
      .newMouseEvent(types[up]!, point, modifiers)
      .setProperty(properties.mouseEventClickState!, n)
      .post();
  }
}

/**
 * Why text cannot be typed as asked, if it cannot: LuaSkin hands hs.eventtap.keyStrokes a NUL as "∅"
 * (getValidUTF8AtIndex), and a paste may end at it.
 */
export function untypeable(text: string): string | undefined {
  if (string.find(text, "\0", 1, true)[0] === undefined) return undefined;
  return "text must not contain NUL (U+0000): Hammerspoon would type it as ∅";
}

/** Longer text is pasted: keyStrokes sends one event per character. */
const TYPED_AT_MOST = 200;
/** Seconds the app has to read a paste before the person's own clipboard is put back. */
const RESTORE_AFTER = 0.5;
/** The person's clipboard (its first item, and how many items after it are lost) while a paste is pending. */
let pending: { saved: { [uti: string]: string }; lost: number; timer: hs.timer.Timer } | undefined;

/** How text went in: typed, or pasted, and how many items of the person's clipboard cannot be put back. */
export interface Typing {
  pasted: boolean;
  clipboardLost?: number;
}

/**
 * Types text into what has the keyboard focus. Plain ASCII of modest length goes as key events;
 * anything else (emoji, which keyStrokes splits into halves; accents from other layouts; long text)
 * is pasted with ⌘V, and the person's clipboard is put back a moment later unless something else
 * wrote to it meanwhile. Hammerspoon reads only a clipboard's first item (readAllData): when it holds
 * more (files copied in Finder), only that one is put back, and the answer says how many are lost.
 */
export function typeText(text: string): Typing {
  const plain = string.find(text, "^[\t\n\r -~]*$")[0] !== undefined;
  if (plain && text.length <= TYPED_AT_MOST) {
    hs.eventtap.keyStrokes(text);
    return { pasted: false };
  }
  // A paste still pending holds the person's clipboard: keep that one, not the text pasted a moment ago.
  const saved = pending?.saved ?? hs.pasteboard.readAllData();
  const lost = pending?.lost ?? math.max(0, hs.pasteboard.allContentTypes().length - 1);
  pending?.timer.stop();
  pending = undefined;
  if (!hs.pasteboard.setContents(text)) throw new OpFailure("could not put the text on the clipboard to paste it");
  const ours = hs.pasteboard.changeCount();
  hs.eventtap.keyStroke(["cmd"], "v", 20_000);
  const timer = hs.timer.doAfter(RESTORE_AFTER, () => {
    pending = undefined;
    if (hs.pasteboard.changeCount() === ours) hs.pasteboard.writeAllData(saved);
  });
  pending = { saved, lost, timer };
  return lost > 0 ? { pasted: true, clipboardLost: lost } : { pasted: true };
}

/** What a paste did to a clipboard of several items, for a person or a model. */
export const clipboardNote = (lost: number) =>
  `the clipboard held ${lost + 1} items and only its first is put back (Hammerspoon reads no more)`;

/** The ANSI key of each character that needs ⇧ there: macOS matches ⌘ shortcuts on a Latin layout. */
// biome-ignore format: a table, several entries a line
const SHIFTED: { [character: string]: string } = {
  "!": "1", "@": "2", "#": "3", $: "4", "%": "5", "^": "6", "&": "7", "*": "8", "(": "9", ")": "0", _: "-", "+": "=",
  "{": "[", "}": "]", "|": "\\", ":": ";", '"': "'", "<": ",", ">": ".", "?": "/", "~": "`",
};

/**
 * Presses a key with modifiers, held `seconds` between down and up (20 ms by default: keyStroke's own
 * 200 ms would block Hammerspoon that long). A character no key of the layout makes (nor of the ANSI one
 * Hammerspoon falls back to: "!", "é") is typed when pressed alone; with modifiers it is pressed as its ANSI
 * key with ⇧ ("?" → ⇧/), else refused. keyStroke raises "Invalid key" before it sends anything.
 */
export function pressKey(key: string, modifiers: string[], seconds = 0.02): void {
  const delay = math.floor(seconds * 1_000_000);
  const [pressed, failure] = pcall(hs.eventtap.keyStroke, modifiers, key, delay);
  if (pressed) return;
  if (string.find(tostring(failure), "Invalid key", 1, true)[0] === undefined) throw failure;
  const others = modifiers.filter((modifier) => modifier !== "shift");
  if (others.length === 0) return hs.eventtap.keyStrokes(key);
  const base = SHIFTED[key];
  if (base === undefined)
    throw new OpFailure(`no key makes "${key}" on this keyboard layout: press it without modifiers to type it`);
  hs.eventtap.keyStroke([...others, "shift"], base, delay);
}

export type ScrollDirection = "up" | "down" | "left" | "right";

/** Scrolls by whole lines at a global point: the pointer goes there first (scroll events go to what is under it). */
export function scrollAt(
  point: hs.geometry.Point,
  direction: ScrollDirection,
  lines: number,
  modifiers: string[] = [],
) {
  hs.mouse.absolutePosition(point);
  const vertical = direction === "up" ? lines : direction === "down" ? -lines : 0;
  const horizontal = direction === "left" ? lines : direction === "right" ? -lines : 0;
  hs.eventtap.scrollWheel([horizontal, vertical], modifiers, "line");
}

/** Whether the left button is held (left_mouse_down until left_mouse_up): moves then post drags. */
let leftHeld = false;

/** Moves the pointer with a real event (hover effects see it): a drag while the left button is held. */
export function moveMouse(point: hs.geometry.Point, modifiers: string[] = []): void {
  const { types } = hs.eventtap.event;
  hs.eventtap.event.newMouseEvent(types[leftHeld ? "leftMouseDragged" : "mouseMoved"]!, point, modifiers).post();
}

/** Presses (down) or releases the left button at a point, as left_mouse_down and left_mouse_up do. */
export function leftButton(point: hs.geometry.Point, down: boolean, modifiers: string[] = []): void {
  const { types } = hs.eventtap.event;
  leftHeld = down;
  hs.eventtap.event.newMouseEvent(types[down ? "leftMouseDown" : "leftMouseUp"]!, point, modifiers).post();
}

/** Steps of a drag: enough for apps that follow the pointer (sliders, selections) to see it move. */
const DRAG_STEPS = 8;

/** Presses at `from`, drags through the points between in steps, releases at `to`. */
export function dragBetween(from: hs.geometry.Point, to: hs.geometry.Point, modifiers: string[]): void {
  leftButton(from, true, modifiers);
  for (let step = 1; step <= DRAG_STEPS; step++) {
    const t = step / DRAG_STEPS;
    moveMouse({ x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t }, modifiers);
  }
  leftButton(to, false, modifiers);
}

/** A coordinate as the agent or a Lua caller may give it: a finite number of a sane size (global points). */
export const isCoordinate = (value: unknown): value is number =>
  type(value) === "number" && value === value && math.abs(value as number) < 1e6;

/** Whether a global point is on some screen (clicks and scrolls anywhere else are refused). */
export function onSomeScreen(x: number, y: number): boolean {
  return hs.screen.allScreens().some((screen) => {
    const f = screen.fullFrame();
    return x >= f.x && x < f.x + f.w && y >= f.y && y < f.y + f.h;
  });
}
