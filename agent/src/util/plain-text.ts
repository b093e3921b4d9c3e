/**
 * Text from the desktop, a page, a model or a file made plain for a terminal (and any other place a person reads
 * it): nothing in it can move the cursor, recolour, retitle the window, plant a link or reorder what is shown.
 */

/** What a line break inside one line of text is shown as, so nothing can start a line of its own. */
export const LINE_MARK = "⏎";

// Whole sequences, 7-bit (ESC x) and 8-bit (one C1 character): strings (OSC, DCS, SOS, PM, APC) run to their
// terminator (BEL, ESC \ or ST) or to the end of the text, as a terminal would swallow them.
const SEQUENCE = new RegExp(
  [
    "(?:\\u001b\\[|\\u009b)[\\u0030-\\u003f]*[\\u0020-\\u002f]*[\\u0040-\\u007e]?",
    "(?:\\u001b[\\]PX^_]|[\\u0090\\u0098\\u009d\\u009e\\u009f])" +
      "[^\\u0007\\u001b\\u009c]*(?:\\u0007|\\u001b\\\\|\\u009c)?",
    "\\u001b[\\u0020-\\u002f]*[\\u0030-\\u007e]?",
  ].join("|"),
  "g",
);
const LINE_BREAK = /\r\n|[\r\n\u2028\u2029]/g;
// C0 (tab and line breaks are handled before), DEL, C1, and the bidi marks, embeddings, overrides and isolates.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** One line of plain text: escape sequences and control characters removed, a tab a space, a line break a mark. */
export function plainLine(text: string): string {
  return text.replace(SEQUENCE, "").replace(LINE_BREAK, LINE_MARK).replaceAll("\t", " ").replace(CONTROL, "");
}

/**
 * Lines the product composed, made plain: its own line breaks ("\n") stay, each line is a {@link plainLine}. Text
 * from elsewhere that it puts inside must already be a plainLine where it was put, or it could add lines.
 */
export function plainText(text: string): string {
  return text.split("\n").map(plainLine).join("\n");
}

// What JSON.stringify leaves raw that a terminal acts on (C0 it already escapes).
const JSON_RAW = /[\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/g;
const unicodeEscape = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;

/** JSON.stringify, with every character a terminal would act on written as \uXXXX: the same data, parsed back. */
export function plainJson(value: unknown, indent?: number): string {
  return JSON.stringify(value, null, indent).replace(JSON_RAW, unicodeEscape);
}

// C0 and DEL have a picture each (␛, ␉, ␡); C1, the bidi marks and the Unicode line breaks are written as \uXXXX.
const PICTURED = /[\u0000-\u001f\u007f]/g;
const picture = (char: string) => (char === "\u007f" ? "\u2421" : String.fromCharCode(0x2400 + char.charCodeAt(0)));

/**
 * One line showing what was typed, escapes and controls included, none of which a terminal acts on: "slack
 * ␛[31mleft half" where {@link plainLine} would show "slack left half", which is not what was typed.
 */
export function visibleLine(text: string): string {
  return text.replace(PICTURED, picture).replace(JSON_RAW, unicodeEscape);
}

/** `text` cut to at most `most` characters, an ellipsis marking the cut: input echoed in a message stays short. */
export function clipped(text: string, most: number): string {
  return text.length <= most ? text : `${text.slice(0, most - 1)}…`;
}
