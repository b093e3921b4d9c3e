/**
 * Text that crosses a boundary (a command's fields, a person's words, a message to the Spoon) must be well-formed:
 * no NUL, which Objective-C strings end at (typed text cut short, a path read as a shorter one), and no lone UTF-16
 * surrogate, which NSJSONSerialization refuses (the whole message dropped). Each is refused, never repaired.
 */

import { clipped, plainLine } from "./plain-text.ts";

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const hex = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;

/** What is wrong with one text, or undefined when it may cross: names the character and where it is. */
export function illFormedText(text: string): string | undefined {
  const nul = text.indexOf("\u0000");
  const lone = text.search(LONE_SURROGATE);
  if (nul === -1 && lone === -1) return undefined;
  if (nul !== -1 && (lone === -1 || nul < lone))
    return `holds a NUL character (U+0000) at character ${nul + 1}: text may not contain NUL`;
  return (
    `holds a lone UTF-16 surrogate (${hex(text.charCodeAt(lone))}) at character ${lone + 1}: ` +
    "text must be well-formed Unicode (a surrogate only as half of a pair)"
  );
}

const MOST_NESTED = 64;
const MOST_OF_A_KEY = 80;

/** The first ill-formed text anywhere in a JSON-like value (keys too), named by its path from `where`. */
export function illFormedIn(value: unknown, where: string, depth = 0): string | undefined {
  if (typeof value === "string") {
    const problem = illFormedText(value);
    return problem && `${where || "text"} ${problem}`;
  }
  if (typeof value !== "object" || value === null || depth > MOST_NESTED) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    // A key is the sender's text: named on one plain line, cut short, as describeIssues names it.
    const name = clipped(plainLine(key), MOST_OF_A_KEY);
    const path = Array.isArray(value) ? `${where}[${key}]` : where ? `${where}.${name}` : name;
    const problem = illFormedText(key);
    if (problem) return `a field name in ${where || "the message"} ${problem}`;
    const found = illFormedIn(inner, path, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** Text made fit to send when it cannot be refused (an answer, a log line): lone surrogates become U+FFFD. */
export function wellFormed(text: string): string {
  return text.replace(new RegExp(LONE_SURROGATE.source, "g"), "\uFFFD");
}
