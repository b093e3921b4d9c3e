/**
 * A bundle's text in ASCII: V8 reads and compiles a script of one-byte characters faster (~25 ms of a CLI start here).
 * esbuild writes strings and plain templates in ASCII already; it leaves other characters where they stand in
 * comments, regular expressions and tagged templates. An escape (`\u201c`) means the same character in the first two,
 * but not in a tagged template's raw text: a character where one may hold it is refused, not escaped.
 */

/** Where a character on this line sits in a comment or a regular expression, as far as the line can tell. */
function escapable(line: string, column: number): boolean {
  const before = line.slice(0, column);
  if (/^\s*(\*|\/\*|\/\/)/.test(line)) return true;
  const comment = before.indexOf("//");
  if (comment >= 0 && !before.slice(0, comment).includes("`")) return true;
  return !line.includes("`") && before.includes("/") && line.slice(column + 1).includes("/");
}

/** The text with each character beyond ASCII written as its escape; throws naming the lines where that is unsafe. */
export function inAscii(text: string, name: string): string {
  const refused = new Set<string>();
  const lines = text.split("\n").map((line, at) =>
    line.replace(/[^\x00-\x7f]/g, (character, column: number) => {
      if (!escapable(line, column)) refused.add(`${name}:${at + 1}: ${line.trim().slice(0, 100)}`);
      return `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`;
    }),
  );
  if (refused.size)
    throw new Error(`write these characters as escapes (\\u....) in the sources:\n${[...refused].join("\n")}`);
  return lines.join("\n");
}
