import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import { Snapshot } from "../../../../agent/src/contract/index.ts";
import { planOffline } from "../../../../agent/src/registry/index.ts";
import { DEFAULT_DESKTOP } from "../../../sim/index.ts";

const FILES = ["~/Desktop/old-report.pdf", "~/Desktop/a.txt", "~/Documents/a.txt", "~/Downloads/setup.dmg"];
const desktop = Snapshot.parse({ ...JSON.parse(readFileSync(DEFAULT_DESKTOP, "utf8")), files: FILES });

/** Finder's offline rules (agent/src/apps/finder/rules/): plain file commands, planned with no model call. */
describe("Finder's offline rules", () => {
  const cases: [string, unknown][] = [
    ["move old-report.pdf to the trash", { type: "finder_trash", path: "~/Desktop/old-report.pdf" }],
    ["reveal old-report.pdf", { type: "finder_reveal", path: "~/Desktop/old-report.pdf" }],
    ["open my downloads folder", { type: "finder_open", path: "~/Downloads" }],
    ["new folder Receipts on the desktop", { type: "finder_new_folder", path: "~/Desktop", name: "Receipts" }],
    ["move old-report.pdf to documents", { type: "finder_move", path: "~/Desktop/old-report.pdf", to: "~/Documents" }],
  ];
  for (const [text, command] of cases)
    it(`"${text}"`, () => {
      const planned = planOffline(text, desktop);
      assert.equal(planned.needs_clarification, false, planned.clarification_reason ?? undefined);
      assert.deepEqual(planned.commands, [command], "the plan's commands");
    });

  it("two files of that name: asks, listing both paths", () => {
    const planned = planOffline("move a.txt to the trash", desktop);
    assert.equal(planned.needs_clarification, true);
    assert.deepEqual(
      planned.candidates?.map((c) => c.label),
      ["~/Desktop/a.txt", "~/Documents/a.txt"],
      "the candidates offered",
    );
  });

  it("no file of that name: asks, planning nothing", () => {
    const planned = planOffline("move missing.pdf to the trash", desktop);
    assert.equal(planned.needs_clarification, true);
    assert.deepEqual(planned.commands, [], "the plan's commands");
  });

  it("a home with no files: the file named is not there; a home that could not be read: says so, and why", () => {
    const empty = Snapshot.parse({ ...desktop, files: undefined });
    const unread = Snapshot.parse({ ...empty, filesUnavailable: "Finder did not answer within 5 s" });
    const crowded = Snapshot.parse({ ...empty, filesNotListed: "too many items to list in ~/Downloads (4000 items)" });
    const homes = [empty, unread, crowded];
    const reasons = homes.map((on) => planOffline("move a.txt to the trash", on).clarification_reason);
    assert.deepEqual(
      reasons,
      [
        'no file named "a.txt" on the Desktop or in Documents or Downloads',
        'I cannot see your files to find "a.txt" (Finder did not answer within 5 s): say its path ("~/Desktop/a.txt")',
        'no file named "a.txt" on the Desktop or in Documents or Downloads (too many items to list in ~/Downloads ' +
          "(4000 items): say its path if it is in one of them)",
      ],
      "what each home says",
    );
  });
});
