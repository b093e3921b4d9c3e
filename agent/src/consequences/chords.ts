import type { ApprovalRequest, Chord } from "./types.ts";

/** Every name a modifier goes by (the loop's xdotool names, a person's, the glyphs), to Hammerspoon's. */
const MODIFIER_NAMES: Record<string, string> = {
  cmd: "cmd",
  command: "cmd",
  super: "cmd",
  meta: "cmd",
  "⌘": "cmd",
  alt: "alt",
  option: "alt",
  opt: "alt",
  "⌥": "alt",
  ctrl: "ctrl",
  control: "ctrl",
  "⌃": "ctrl",
  shift: "shift",
  "⇧": "shift",
  fn: "fn",
};
/** Other names of keys, to Hammerspoon's: ⌫ is "delete" (BackSpace), ⌦ "forwarddelete". */
const KEY_NAMES: Record<string, string> = {
  backspace: "delete",
  "⌫": "delete",
  "⌦": "forwarddelete",
  enter: "return",
  "↩": "return",
  "⏎": "return",
  "↵": "return",
  kp_enter: "padenter",
  "⌤": "padenter",
  esc: "escape",
  "⎋": "escape",
};
const MODIFIER_ORDER = ["cmd", "ctrl", "alt", "shift"];
const GLYPHS = /^[⌘⌥⌃⇧]/u;

/**
 * Key chords that quit, close, delete or log out: asked for before they are pressed, even inside a batch
 * (modifiers in the order cmd, ctrl, alt, shift).
 */
const CONSEQUENTIAL_CHORDS: Record<string, string> = {
  "cmd+q": "quit the app in front",
  "cmd+alt+q": "quit the app in front, keeping its windows",
  "cmd+shift+q": "log out of the Mac",
  "cmd+alt+shift+q": "log out of the Mac at once, without confirming",
  "cmd+w": "close the window or tab in front",
  "cmd+shift+w": "close the window in front",
  "cmd+alt+w": "close every window of the app in front",
  "cmd+delete": "move the selection to the Trash",
  "cmd+alt+delete": "delete the selection immediately, skipping the Trash",
  "cmd+shift+delete": "empty the Trash",
  "cmd+alt+shift+delete": "empty the Trash at once, without a dialog",
  "cmd+alt+escape": "force quit an app",
  "cmd+alt+shift+escape": "force quit the app in front",
};

/** "⌥⌘⌫" and "cmd+⇧Q" alike: glyph modifiers written together are split off the part they lead. */
function parts(text: string): string[] {
  const split = text.split("+").map((part) => part.trim());
  // "cmd++": the key is "+" itself.
  if (split.length > 1 && split.at(-1) === "" && split.at(-2) === "") split.splice(-2, 2, "+");
  return split.flatMap((part) => {
    const peeled: string[] = [];
    let rest = part;
    while (rest.length > 1 && GLYPHS.test(rest)) {
      peeled.push(rest.slice(0, 1));
      rest = rest.slice(1).trim();
    }
    return [...peeled, rest];
  });
}

/** A chord written out ("Shift+Cmd+Q", "⌥⌘⌫", "super+alt+BackSpace") as its key and modifiers. */
export function parseChord(text: string): Chord {
  const all = parts(text);
  return { key: all.at(-1) ?? "", modifiers: all.slice(0, -1) };
}

/**
 * One spelling for each chord: names mapped to Hammerspoon's, lower case, each modifier once and in one
 * order, fn dropped (it does not change what a chord does): "cmd+alt+delete" for "⌥⌘⌫",
 * "fn+Option+command+backspace" and `{key: "delete", modifiers: ["alt", "cmd", "cmd"]}` alike.
 */
export function normalizedChord(chord: Chord | string): string {
  const { key, modifiers } = typeof chord === "string" ? parseChord(chord) : chord;
  const name = (word: string) => word.trim().toLowerCase();
  const held = [...new Set(modifiers.map((m) => MODIFIER_NAMES[name(m)] ?? name(m)))].filter((m) => m !== "fn");
  held.sort((a, b) => order(a) - order(b));
  const lower = key.length === 1 ? key.toLowerCase() : name(key);
  const pressed = KEY_NAMES[lower] ?? MODIFIER_NAMES[lower] ?? lower;
  return [...held, pressed].join("+");
}

const order = (modifier: string) => {
  const at = MODIFIER_ORDER.indexOf(modifier);
  return at === -1 ? MODIFIER_ORDER.length : at;
};

/** The chord as the step or action gave it, for the question ("cmd+cmd+fn+w"). */
export const spelled = (chord: Chord) => [...chord.modifiers, chord.key].join("+");

/** The key a chord presses, in Hammerspoon's name ("return" for Enter and ↩). */
export const keyOf = (chord: Chord) => normalizedChord(chord).split("+").at(-1)!;

/** The question before pressing a chord that quits, closes, deletes or logs out; undefined for others. */
export function chordApproval(chord: Chord | string, who = "Claude"): ApprovalRequest | undefined {
  const given = typeof chord === "string" ? chord : spelled(chord);
  const what = CONSEQUENTIAL_CHORDS[normalizedChord(chord)];
  return what ? { title: `Press ${given}?`, detail: `${who} wants to press ${given}: ${what}.` } : undefined;
}
