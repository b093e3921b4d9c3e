/**
 * AppleScript read into words for scripts/applescript-check.ts: strings kept as one token, comments (`--`, `#`,
 * nested `(* *)`), «raw codes», |piped names| and `¬` line continuations left out.
 */
/** A word of the script, or a line's end, with its line (1-based). Strings keep their text; symbols are one char. */
export interface Token {
  readonly kind: "word" | "string" | "symbol" | "end of line";
  readonly text: string;
  readonly line: number;
}

/** Where each piece of text that is not a word ends, from its start `i` (the index after it). */
function skipped(source: string, i: number): number | undefined {
  const two = source.slice(i, i + 2);
  if (two === "--" || source[i] === "#") return lineEnd(source, i);
  if (two === "(*") return closeComment(source, i + 2);
  if (source[i] === "«") return until(source, i, "»");
  if (source[i] === "|") return until(source, i + 1, "|");
  if (source[i] === "¬") return until(source, i, "\n");
  return undefined;
}

/** Where the line holding `from` ends (at its newline, which stays a token). */
function lineEnd(source: string, from: number): number {
  const at = source.indexOf("\n", from);
  return at === -1 ? source.length : at;
}

function until(source: string, from: number, end: string): number {
  const at = source.indexOf(end, from);
  return at === -1 ? source.length : at + end.length;
}

/** The end of a `(* *)` comment, which may hold others. */
function closeComment(source: string, from: number): number {
  let depth = 1;
  let i = from;
  while (i < source.length && depth > 0) {
    const two = source.slice(i, i + 2);
    if (two === "(*" || two === "*)") {
      depth += two === "(*" ? 1 : -1;
      i += 2;
    } else i++;
  }
  return i;
}

/** The end of a string starting at `i` (its opening quote), backslash escapes kept inside. */
function closeString(source: string, i: number): number {
  let at = i + 1;
  while (at < source.length && source[at] !== '"') at += source[at] === "\\" ? 2 : 1;
  return at + 1;
}

/** The script's tokens: words, strings, one-character symbols and line ends; comments and raw codes left out. */
export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let line = 1;
  let i = 0;
  const lineOf = (end: number) => source.slice(i, end).split("\n").length - 1;
  while (i < source.length) {
    const c = source[i] as string;
    const pastSkip = skipped(source, i);
    const word = /^[A-Za-z_][A-Za-z0-9_]*/.exec(source.slice(i, i + 200))?.[0];
    let end = i + 1;
    if (pastSkip !== undefined) end = pastSkip;
    else if (c === '"') {
      end = closeString(source, i);
      tokens.push({ kind: "string", text: source.slice(i + 1, end - 1), line });
    } else if (word) {
      end = i + word.length;
      tokens.push({ kind: "word", text: word, line });
    } else if (c === "\n") tokens.push({ kind: "end of line", text: c, line });
    else if (!/\s/.test(c)) tokens.push({ kind: "symbol", text: c, line });
    line += lineOf(end);
    i = end;
  }
  return tokens;
}
