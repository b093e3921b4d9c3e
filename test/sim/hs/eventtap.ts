import { SimObject } from "../bridge.ts";
import { hitTest, isTextField, navigateTab, pageOf, scrollAt, submitted, type PlacedElement } from "../content.ts";
import type { SimWindow } from "../desktop.ts";
import { KEY_STROKE_DEFAULT_US } from "../costs.ts";
import { keycodeOf, keyName } from "../keyboard.ts";
import type { SimContext } from "./context.ts";

type Point = { x: number; y: number };

/** hs.eventtap.event.types, the mouse and key ones (CGEventType numbers). */
const TYPES = {
  leftMouseDown: 1,
  leftMouseUp: 2,
  rightMouseDown: 3,
  rightMouseUp: 4,
  mouseMoved: 5,
  leftMouseDragged: 6,
  rightMouseDragged: 7,
  keyDown: 10,
  keyUp: 11,
  scrollWheel: 22,
  otherMouseDown: 25,
  otherMouseUp: 26,
};
/** hs.eventtap.event.properties: kCGMouseEventClickState. */
const PROPERTIES = { mouseEventClickState: 1 };
const DOWN: Record<number, string> = { 1: "left", 3: "right", 25: "middle" };
const UP: Record<number, string> = { 2: "left", 4: "right", 26: "middle" };

/**
 * What a click does on the simulated Mac: the window under it comes forward; on a page, a link
 * navigates its tab; a text field takes the keys typed next (anything else lets go of them).
 */
function click(ctx: SimContext, point: Point, button: string): void {
  const { window, element } = hitTest(ctx.desktop, point);
  if (!window) return;
  if (button === "left") press(ctx, window, element, "click");
  else bringForward(ctx, window);
}

function bringForward(ctx: SimContext, window: SimWindow): void {
  ctx.desktop.models.get(window.app)?.activate?.();
  ctx.desktop.activate(window.app, window.id);
}

/** What pressing an element does (a left click on it, or AXPress): its window comes forward, then the element acts. */
export function press(
  ctx: SimContext,
  window: SimWindow,
  element: PlacedElement | undefined,
  by: "click" | "AXPress",
): void {
  bringForward(ctx, window);
  const desktop = ctx.desktop;
  if (element) {
    const { title, role } = element.element;
    desktop.content.pressed.push({ ...(title === undefined ? {} : { title }), role, window: window.id, by });
  }
  desktop.content.focusedField = element && isTextField(element.element) ? element : undefined;
  const page = pageOf(desktop, window);
  const link = element?.element.link;
  if (page && link) navigateTab(ctx.desktop, page.tabId, link);
}

/** A mouse event (hs.eventtap.event.newMouseEvent): a down then an up at the same point is a click. */
class SimMouseEvent extends SimObject {
  readonly __simType = "hs.eventtap.event";
  readonly #properties = new Map<number, number>();

  constructor(
    private readonly ctx: SimContext,
    private readonly pending: { down?: { button: string; point: Point } },
    readonly type: number,
    readonly point: Point,
  ) {
    super();
  }

  setProperty(property: number, value: number): this {
    this.#properties.set(property, value);
    return this;
  }

  /** A posted mouse event moves the pointer to its point (macOS does, as for a real mouse). */
  post(): this {
    this.ctx.desktop.content.pointer = { ...this.point };
    const down = DOWN[this.type];
    const up = UP[this.type];
    if (down) this.pending.down = { button: down, point: this.point };
    else if (up && this.pending.down?.button === up) {
      const { point } = this.pending.down;
      this.pending.down = undefined;
      // Released where it was pressed: a click. Released elsewhere: a drag, which presses nothing.
      if (point.x === this.point.x && point.y === this.point.y) click(this.ctx, point, up);
      else this.ctx.desktop.content.dragged.push({ from: { ...point }, to: { ...this.point } });
    }
    return this;
  }
}

/**
 * hs.eventtap as the Spoon's actions use it: mouse events posted by type (a down/up pair clicks what
 * is under the point), keyStrokes typing into the focused text field, keyStroke pressing a key
 * (Return in a page's search field submits it; delete takes the last character back).
 */
export function eventtapModules(ctx: SimContext) {
  const pending: { down?: { button: string; point: Point } } = {};
  const field = () => ctx.desktop.content.focusedField;
  return {
    eventtap: {
      /** offsets {h, v} in lines, positive up/left; mods are required (nil raises); fractions become 0. */
      scrollWheel: (offsets: number[] | Record<string, number>, mods: unknown) => {
        if (mods === undefined || mods === null) throw new Error("hs.eventtap.scrollWheel: modifiers must be a table");
        const [, vertical = 0] = (Array.isArray(offsets) ? offsets : Object.values(offsets)).map((n) =>
          Math.trunc(Number(n)),
        );
        scrollAt(ctx.desktop, ctx.desktop.content.pointer, -vertical);
      },
      /**
       * One event per UTF-16 code unit, as libeventtap.m sends them: a character outside the BMP (an
       * emoji) arrives as two lone surrogates, which the app shows as replacement characters; a NUL as "∅".
       */
      keyStrokes: (text: string) => {
        const focused = field();
        if (!focused) return;
        const units = Array.from({ length: String(text).length }, (_, i) => String(text)[i]!);
        // LuaSkin's getValidUTF8AtIndex makes a NUL "∅" (U+2205) before the events are made.
        const shown = units
          .map((unit) => (/[\uD800-\uDFFF]/.test(unit) ? "\uFFFD" : unit === "\u0000" ? "\u2205" : unit))
          .join("");
        focused.element.value = `${focused.element.value ?? ""}${shown}`;
      },
      /**
       * The key by name as the layout has it, else by the ANSI layout's; "Invalid key" when neither has it. Blocks
       * Hammerspoon for `delay` microseconds between key down and up (200 ms when not given).
       */
      keyStroke: (mods: unknown, key: unknown, delay?: number) => {
        const layout = ctx.desktop.keyboardLayout;
        const code = keycodeOf(layout, key, (line) => ctx.print(`W hs.keycodes: ${line}`));
        ctx.costs.charge((typeof delay === "number" ? delay : KEY_STROKE_DEFAULT_US) / 1000);
        const held = Object.values((mods ?? {}) as Record<string, unknown>).map(String);
        const name = keyName(layout, code, held) ?? `#${code}`;
        ctx.desktop.content.keys.push({ key: name, mods: held });
        const focused = field();
        if (!focused) return;
        // ⌘V in a text field: the app pastes the pasteboard's text.
        if (name === "v" && held.includes("cmd")) {
          const pasted = ctx.desktop.content.pasteboard.items["public.utf8-plain-text"] ?? "";
          focused.element.value = `${focused.element.value ?? ""}${pasted}`;
          return;
        }
        if (name === "delete") focused.element.value = (focused.element.value ?? "").slice(0, -1);
        const page = pageOf(ctx.desktop, focused.window);
        const template = focused.element.submit;
        if ((name === "return" || name === "padenter") && page && template)
          navigateTab(ctx.desktop, page.tabId, submitted(template, focused.element.value ?? ""));
      },
    },
    "eventtap.event": {
      types: TYPES,
      properties: PROPERTIES,
      newMouseEvent: (type: number, point: Point) =>
        new SimMouseEvent(ctx, pending, Number(type), { x: Number(point.x), y: Number(point.y) }),
    },
  };
}
