/**
 * The second half of the AppleScript check (test/scripts/applescript-check.test.ts): inside each
 * `tell application "X"` block, every word must be AppleScript's own, a name the script made, or a word of X's
 * dictionary (scripts/applescript-dictionaries.ts). A word outside them is a name the app does not know.
 */
import { madeNames } from "./applescript-check.ts";
import { APP_DICTIONARY_WORDS, APPLESCRIPT_TERMS } from "./applescript-dictionaries.ts";
import { type Token, tokenize } from "./applescript-tokens.ts";
import { APPLESCRIPT_CLASSES, OPERATOR_AND_CONSTANT_WORDS, RESERVED_WORDS } from "./applescript-words.ts";

/** A word inside a tell block that neither AppleScript, the script nor the app's dictionary knows. */
export interface UnknownWord {
  readonly line: number;
  readonly word: string;
  readonly app: string;
}

const APPLESCRIPT_OWN = new Set([
  ...RESERVED_WORDS.flatMap((reserved) => reserved.split(" ")),
  ...OPERATOR_AND_CONSTANT_WORDS,
  ...APPLESCRIPT_CLASSES,
  ...APPLESCRIPT_TERMS,
]);

/** The tokens of the tell block whose `tell` is at `start`: its line after `to`, or up to its own `end tell`. */
function tellBlock(tokens: readonly Token[], start: number): Token[] {
  const body = start + 3;
  if (tokens[body]?.text === "to") {
    const lineEnd = tokens.findIndex((t, i) => i > body && t.kind === "end of line");
    return tokens.slice(body + 1, lineEnd === -1 ? tokens.length : lineEnd);
  }
  let depth = 1;
  for (let i = body; i < tokens.length; i++) {
    const [t, previous] = [tokens[i]?.text.toLowerCase(), tokens[i - 1]];
    if (t === "tell" && previous?.text !== "end") depth++;
    if (t === "tell" && previous?.text === "end") depth--;
    if (depth === 0) return tokens.slice(body, i - 1);
  }
  return tokens.slice(body);
}

/** Every word inside the script's `tell application` blocks that no one knows, with its line and app. */
export function unknownTellWords(source: string): UnknownWord[] {
  const tokens = tokenize(source);
  const made = new Set(["argv", ...madeNames(tokens).map((m) => m.name.toLowerCase())]);
  return tokens.flatMap((t, start) => {
    const app = tokens[start + 2]?.text;
    const opens =
      t.text === "tell" && tokens[start + 1]?.text === "application" && tokens[start + 2]?.kind === "string";
    if (!opens || app === undefined) return [];
    const known = new Set([...APPLESCRIPT_OWN, ...made, ...(APP_DICTIONARY_WORDS[app] ?? [])]);
    return tellBlock(tokens, start)
      .filter((w) => w.kind === "word" && !known.has(w.text.toLowerCase()))
      .map((w) => ({ line: w.line, word: w.text, app }));
  });
}
