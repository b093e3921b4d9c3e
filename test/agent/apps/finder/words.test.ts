import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { fileNamesIn } from "../../../../agent/src/apps/finder/words.ts";

/** Which commands read the home's files (through Finder), and the names they look for in a folder too big to list. */
describe("the names a command's words may give a file", () => {
  it("none for words that cannot name a file: Finder is not asked", () => {
    for (const text of [
      "chrome left half",
      "move chrome left",
      "open github.com",
      "zoom to 1.5",
      "chrome to desktop 2",
    ])
      assert.equal(fileNamesIn(text), undefined, text);
  });

  it("a name with an extension, with the words before it that may be part of it", () => {
    const names = fileNamesIn("move old-report.pdf to the trash");
    assert.deepEqual(names, ["old-report.pdf", "move old-report.pdf"], "the names looked for");
    assert.deepEqual(
      fileNamesIn('trash my tax "return.pdf"'),
      ["return.pdf", "tax return.pdf", "my tax return.pdf", "trash my tax return.pdf"],
      "the names looked for, one word more each",
    );
  });

  it("an empty list for words about files that name none: the listed folders are read, nothing looked up", () => {
    for (const text of ["open my downloads folder", "what's on my desktop", "empty the trash", "reveal ~/Desktop"])
      assert.deepEqual(fileNamesIn(text), [], text);
  });
});
