import { plainLine } from "../util/index.ts";

/** Parts of web addresses that say nothing of their own (a person need not say "https" or "com"). */
const SCAFFOLDING = new Set(["http", "https", "www", "com", "org", "net", "edu", "gov", "html", "htm", "php", "aspx"]);

/** The words of a text that carry something: letters and digits, three or more, lower case, no URL scaffolding. */
export function contentWords(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.filter((word) => [...word].length > 2 && !SCAFFOLDING.has(word));
}

/** The same word, allowing a plural either way ("video" and "videos", "box" and "boxes"). */
const same = (a: string, b: string) => a === b || a === `${b}s` || b === `${a}s` || a === `${b}es` || b === `${a}es`;

/**
 * The words of `text` the person did not say: those not among their words, case and plurals aside. With
 * no words of theirs (a contract given whole) every word of the text is theirs to confirm.
 */
export function unsaid(text: string, said: string | undefined): string[] {
  const theirs = said === undefined ? [] : contentWords(said);
  const strange = contentWords(text).filter((word) => !theirs.some((their) => same(word, their)));
  return [...new Set(strange)];
}

/** A text as one short line for a question: line breaks shown as ⏎, at most `max` characters. */
export function shorten(text: string, max = 60): string {
  const line = plainLine(text);
  const chars = [...line];
  return chars.length <= max ? line : `${chars.slice(0, max - 1).join("")}…`;
}

/** "evil, example, x" (at most five, then how many more). */
export function listed(words: string[], limit = 5): string {
  const shown = words.slice(0, limit).join(", ");
  return words.length > limit ? `${shown} and ${words.length - limit} more` : shown;
}
