import { LINE_MARK, plainLine } from "../util/index.ts";

/** How much of a typed text or an address a question's title shows; its detail shows the text whole up to DETAIL. */
const TITLE = 60;
const DETAIL = 2000;
const NAME = 100;

const BREAK = /\r\n|[\r\n\u0085\u2028\u2029]/g;
const BREAK_CHAR = /^[\r\n\u0085\u2028\u2029]$/;
/** C0 but tab and the line breaks above, and DEL: shown in caret notation (⌃O for U+000F), as terminals echo them. */
const C0 = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const C1 = /[\u0080-\u009f]/g;

/** A control character as a person reads it: ⌃O, ⌃[ for ESC, ⌃? for DEL; U+009B for a C1 one; ⏎ for a line break. */
export function markOf(char: string): string {
  const code = char.codePointAt(0)!;
  if (BREAK_CHAR.test(char)) return LINE_MARK;
  if (code < 0x20 || code === 0x7f) return `⌃${String.fromCharCode(code ^ 0x40)}`;
  return `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
}

/** Typed text as one plain line that hides nothing: line breaks ⏎, other control characters marked (⌃O, U+009B). */
const visible = (text: string) => plainLine(text.replace(BREAK, LINE_MARK).replace(C0, markOf).replace(C1, markOf));

/** At most `max` characters: the start and the end, with what was cut between them. */
function cut(line: string, max: number, gap: (cut: number) => string): string {
  const chars = [...line];
  if (chars.length <= max) return line;
  const head = Math.ceil((max - 1) / 2);
  const tail = Math.floor((max - 1) / 2);
  return `${chars.slice(0, head).join("")}${gap(chars.length - head - tail)}${chars.slice(-tail).join("")}`;
}

/** A text for a question's title: one line, runs of spaces as one, start and end when long ("echo A…; rm -rf ~"). */
export const brief = (text: string, max = TITLE) => cut(visible(text).replace(/\s+/g, " "), max, () => "…");

/** A text for a question's detail: whole, one line; past 2000 characters its start and end, and how much was cut. */
export const whole = (text: string, max = DETAIL) =>
  cut(visible(text), max, (n) => `…[${n.toLocaleString("en-US")} characters cut]…`);

/** An app's name (from the desktop, or a plan) as one plain line. */
export const named = (name: string) => brief(plainLine(name), NAME);

/** "evil, example, x" (at most five, each one short, then how many more). */
export function listed(words: string[], limit = 5): string {
  const shown = words
    .slice(0, limit)
    .map((word) => brief(word, 40))
    .join(", ");
  return words.length > limit ? `${shown} and ${words.length - limit} more` : shown;
}
