import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { finderMove } from "../../../../agent/src/apps/finder/commands/move.ts";
import { finderTrash } from "../../../../agent/src/apps/finder/commands/trash.ts";
import { HomePath } from "../../../../agent/src/apps/finder/paths.ts";
import { Config } from "../../../../agent/src/store/index.ts";
import { checkedPlan, fakeContext } from "../../../fakes/command-context.ts";
import { fakeSpoon } from "../../../fakes/spoon-client.ts";
import { Snapshot } from "../../../../agent/src/contract/index.ts";
import { DESKTOPS } from "../../../support/index.ts";

const BUILTIN = Snapshot.parse(JSON.parse(readFileSync(join(DESKTOPS, "dev-dual.json"), "utf8")));
type FinderMove = Parameters<typeof finderMove.run>[0];
type FinderTrash = Parameters<typeof finderTrash.run>[0];

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

/** One resolution for the question and the act: the person approves exactly the path that is sent to move. */
describe("a path resolved once, for the question and the act", () => {
  const resolved = (path: string) => {
    const parsed = HomePath.safeParse(path);
    return parsed.success ? parsed.data : parsed.error.issues.map((issue) => issue.message).join("; ");
  };

  it("drops repeated and trailing slashes, so the question shows the path Finder's script walks", () => {
    for (const [given, path] of [
      ["~/Desktop//old-report.pdf/", "~/Desktop/old-report.pdf"],
      ["~///Documents", "~/Documents"],
      ["  ~/Downloads/a b.zip  ", "~/Downloads/a b.zip"],
    ])
      assert.equal(resolved(given), path, given);
  });

  it("refuses the home itself and the Trash and anything in it, however spelled", () => {
    for (const path of ["~//", "~///"])
      assert.equal(resolved(path), 'a path names something in the home, not the home itself ("~/Desktop/a.pdf")');
    for (const path of ["~/.Trash", "~/.Trash/", "~/.Trash/resume.docx", "~//.Trash//x", "~/.trash/x", "~/.TRASH"])
      assert.equal(
        resolved(path),
        "the Trash and what is in it are not for Finder's tools: name a file outside ~/.Trash",
        path,
      );
    assert.equal(resolved("~/.Trashcan/x"), "~/.Trashcan/x", "a name that only starts like it");
  });

  it("finder_move asks about and moves the same resolved paths", async () => {
    const [move] = checkedPlan({ type: "finder_move", path: "~/Desktop//old-report.pdf/", to: "~/Documents/" })
      .commands as FinderMove[];
    const spoon = fakeSpoon({ move_file: ({ to }) => ({ ok: true, value: { path: to } }) });
    const asked = finderMove.approval!([move!], BUILTIN, Config.parse({}));
    assert.equal(asked?.detail, "Move ~/Desktop/old-report.pdf to ~/Documents");
    await finderMove.run(move!, fakeContext(spoon, BUILTIN));
    assert.deepEqual(
      spoon.calls,
      [{ op: "move_file", params: { from: "~/Desktop/old-report.pdf", to: "~/Documents/old-report.pdf" } }],
      "what was sent to the Spoon",
    );
  });

  it("finder_trash asks about and trashes the same resolved path", async () => {
    const [trash] = checkedPlan({ type: "finder_trash", path: "~/Desktop///old-report.pdf" }).commands as FinderTrash[];
    const sent: unknown[] = [];
    const spoon = fakeSpoon({});
    spoon.callApp = async (op, params) => {
      sent.push({ op: op.name, params });
      const { path } = params as { path: string };
      return { ok: true, value: { path, trashed: "~/.Trash/old-report.pdf" } } as never;
    };
    assert.equal(
      finderTrash.approval!([trash!], BUILTIN, Config.parse({}))?.detail,
      "Move to Trash: ~/Desktop/old-report.pdf",
    );
    await finderTrash.run(trash!, fakeContext(spoon, BUILTIN));
    assert.deepEqual(sent, [{ op: "finder_trash", params: { path: "~/Desktop/old-report.pdf" } }], "what was sent");
  });
});
