import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { HomePath } from "../../../../agent/src/apps/finder/paths.ts";

/** A path Finder's tools take names one file in the home, the one the person is asked about and no other. */
describe("a path in the home", () => {
  const problem = (path: string) => {
    const parsed = HomePath.safeParse(path);
    return parsed.success ? undefined : parsed.error.issues[0]!.message;
  };

  it("takes a file or folder in the home, hidden ones too", () => {
    for (const path of ["~/Desktop/old-report.pdf", "~/Documents", "~/.zshrc", "~/a..b/c"])
      assert.equal(problem(path), undefined, path);
  });

  it('refuses "." and ".." in any part, the first after "~/" too: the path would leave the home', () => {
    for (const path of ["~/../x", "~/./x", "~/..", "~/a/../b", "~/a/./b", "~/a/.."])
      assert.equal(problem(path), 'a path starts with "~/" and has no "." or ".." parts', path);
  });

  it("refuses a NUL or another control character: macOS would read a shorter path than the question showed", () => {
    for (const path of ["~/Documents/resume.docx\u0000.bak", "~/a\tb", "~/a\u007fb", "~/a\u001bb"])
      assert.equal(problem(path), "a path holds no control characters (NUL, tab, …)", JSON.stringify(path));
  });
});
