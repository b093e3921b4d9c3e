import { normalizedChord } from "./chords.ts";
import type { Chord } from "./types.ts";
import { SUBMITTING } from "./words.ts";

/** Control keys that submit as Return does in a terminal (and in apps that read them as a terminal does), and why. */
const CONTROL_SUBMITS: Record<string, string> = {
  m: "⌃M is a carriage return",
  j: "⌃J is a line feed",
  o: "⌃O runs the line in zsh and bash",
};

const held = (chord: Chord) => normalizedChord(chord).split("+").slice(0, -1);
/** The key pressed: a control character given as the key ("\r") is that key, not a name to look up. */
const keyOf = (chord: Chord) => SUBMITTING.exec(chord.key)?.[0] ?? normalizedChord({ key: chord.key, modifiers: [] });

/**
 * How a chord submits what was typed: "" for Return, Enter or keypad Enter (with any modifiers: ⌘↩ sends in most
 * chat and mail apps), why for ⌃M, ⌃J, ⌃O (with any other modifiers) and a control character given as the key;
 * undefined for a chord that does not submit.
 */
export function submitOf(chord: Chord): string | undefined {
  const key = keyOf(chord);
  if (key === "return" || key === "padenter") return "";
  if (SUBMITTING.test(key)) return "a control character, which acts as Return";
  return held(chord).includes("ctrl") ? CONTROL_SUBMITS[key] : undefined;
}

/** Whether a chord pastes the clipboard: ⌘V, and ⇧⌘V, ⌥⌘V, ⌥⇧⌘V (paste and match style, paste and move). */
export const pastes = (chord: Chord) =>
  keyOf(chord) === "v" && held(chord).includes("cmd") && !held(chord).includes("ctrl");
