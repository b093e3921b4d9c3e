import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import { FINDER_OPS } from "../../../../agent/src/apps/finder/operations.ts";
import { bigHome } from "../../../sim/apps/finder/big-home.ts";
import { DEFAULT_DESKTOP } from "../../../sim/index.ts";
import { simMacsPerTest } from "../../../support/sim-mac.ts";

const desktop = () => JSON.parse(readFileSync(DEFAULT_DESKTOP, "utf8")) as object;
type FinderState = { files: string[]; trash: string[]; window?: string };

/** Finder's operations (spoon/src/apps/finder/) on the simulated Finder, state read back. */
describe("Finder's operations", () => {
  const startMac = simMacsPerTest();

  it("lists the home's files only when the snapshot asks for them, whole or in part", async () => {
    const sim = await startMac({ desktop: desktop(), costs: "none" });
    const asked = await sim.agent!.spoon.call("snapshot", { files: [] });
    assert.ok(asked.ok && asked.value.files?.includes("~/Desktop/old-report.pdf"), "the files asked for");
    const part = await sim.agent!.spoon.call("snapshot", { apps: [], tabs: false, files: [] });
    assert.ok(part.ok && part.value.files?.includes("~/Desktop/old-report.pdf"), "a part's files asked for");
    const whole = await sim.agent!.spoon.call("snapshot", {});
    assert.equal(whole.ok && whole.value.files, undefined, "the whole desktop without files asked for");
  });

  it("an empty home lists no files and says nothing of them being unreadable", async () => {
    const empty = { ...desktop(), appState: { Finder: { files: [] } } };
    const sim = await startMac({ desktop: empty, costs: "none" });
    const whole = await sim.agent!.spoon.call("snapshot", { files: [] });
    assert.ok(whole.ok, "the whole desktop read");
    assert.deepEqual([whole.value.files, whole.value.filesUnavailable], [undefined, undefined], "files, and why not");
  });

  it("a Finder that refuses Apple events leaves the files out and says why", async () => {
    const refused = { ...desktop(), automation: { Finder: "denied" } };
    const sim = await startMac({ desktop: refused, costs: "none" });
    const whole = await sim.agent!.spoon.call("snapshot", { files: [] });
    assert.ok(whole.ok, "the rest of the desktop still reads");
    assert.equal(whole.value.files, undefined, "no files");
    assert.match(whole.value.filesUnavailable ?? "", /Finder/, "why not, naming Finder");
  });

  it("the files are read beside Chrome's tabs: no longer than the longer of the two read alone", async () => {
    const sim = await startMac({ desktop: desktop() });
    const apps = (await sim.agent!.spoon.read("snapshot", { apps: [], tabs: false })).apps.map((app) => app.bundleID);
    const timed = async (params: object) => {
      const start = sim.now();
      const snapshot = await sim.agent!.spoon.read("snapshot", params as never);
      return { ms: sim.now() - start, files: snapshot.files?.length };
    };
    const tabs = await timed({ apps, tabs: true });
    const files = await timed({ apps, tabs: false, files: [] });
    const both = await timed({ files: [] });
    assert.deepEqual([tabs.files, files.files, both.files], [undefined, 5, 5], "the files read by each");
    const alone = Math.max(tabs.ms, files.ms);
    assert.ok(both.ms <= alone + 5, `both in ${both.ms} ms, the tabs alone in ${tabs.ms}, the files in ${files.ms}`);
  });

  it("a home of 10,000 files: a few hundred names read, the big folder looked in by name, quickly", async () => {
    const sim = await startMac({ desktop: { ...desktop(), appState: { Finder: bigHome() } } });
    const start = sim.now();
    const read = await sim.agent!.spoon.read("snapshot", { apps: [], tabs: false, files: ["invoice-2019.pdf"] });
    const readMs = sim.now() - start;
    const files = read.files ?? [];
    assert.ok(files.length <= 3 * 200, `${files.length} files listed`);
    assert.ok(files.includes("~/Downloads/invoice-2019.pdf") && !files.some((path) => path.endsWith(".DS_Store")));
    assert.match(read.filesNotListed ?? "", /~\/Downloads \(4\d\d\d items\)/, "the folder too big to list");
    assert.ok(readMs < 500, `the files read in ${readMs} ms`);
    const revealed = sim.now();
    await sim.agent!.spoon.callApp(FINDER_OPS.finder_reveal, { path: "~/Downloads/invoice-2019.pdf" });
    assert.ok(sim.now() - revealed < 300, `revealed in ${sim.now() - revealed} ms`);
  });

  it("trashes a file named in another letter case as the disk names it, so undo puts that name back", async () => {
    const sim = await startMac({ desktop: desktop(), costs: "none" });
    const trashed = await sim.agent!.spoon.callApp(FINDER_OPS.finder_trash, { path: "~/desktop/OLD-REPORT.pdf" });
    const expected = { path: "~/Desktop/old-report.pdf", trashed: "~/.Trash/old-report.pdf" };
    assert.deepEqual(trashed.ok && trashed.value, expected, "where it was and is, as the disk names them");
    await sim.agent!.spoon.call("move_file", { from: expected.trashed, to: expected.path });
    assert.ok((sim.appState("Finder") as FinderState).files.includes("~/Desktop/old-report.pdf"), "back as it was");
  });

  it("moves a file to a folder and back, and names Finder when Automation is denied", async () => {
    const sim = await startMac({ desktop: desktop(), costs: "none" });
    const to = "~/Documents/old-report.pdf";
    const moved = await sim.agent!.spoon.call("move_file", { from: "~/Desktop/old-report.pdf", to });
    assert.deepEqual(moved.ok && moved.value, { path: to });
    assert.ok((sim.appState("Finder") as FinderState).files.includes(to), "moved into Documents");
    const denied = await startMac({ desktop: { ...desktop(), automation: { Finder: "denied" } }, costs: "none" });
    const refused = await denied.agent!.spoon.call("move_file", { from: "~/Desktop/old-report.pdf", to });
    assert.equal(
      !refused.ok && refused.error.message,
      "Hammerspoon may not control Finder: " +
        "allow it in System Settings › Privacy & Security › Automation › Hammerspoon › Finder",
    );
  });

  it("resolves a path once: links followed in the home, one leading out of it or to the Trash refused", async () => {
    const linked = {
      ...desktop(),
      appState: {
        Finder: {
          files: ["~/Documents/Work/plan.pdf", "~/Documents/Work/draft.txt", "~/Desktop/notes.txt"],
          links: { "~/Work": "~/Documents/Work", "~/Desktop/Shared": "/Volumes/Team", "~/Bin": "~/.Trash" },
        },
      },
    };
    const sim = await startMac({ desktop: linked, costs: "none" });
    const finder = () => sim.appState("Finder") as FinderState;
    const before = finder();
    const refused = async (op: "finder_trash" | "finder_reveal", path: string) => {
      const answer = await sim.agent!.connection.call(op, { path }).catch((error: Error) => error.message);
      return String(answer).replace(`${op}: `, "");
    };
    assert.equal(
      await refused("finder_trash", "~/Desktop/Shared/budget.xlsx"),
      "path ~/Desktop/Shared/budget.xlsx goes through a link that leads out of the home (to /Volumes/Team)",
    );
    assert.equal(
      await refused("finder_trash", "~/Bin/old.pdf"),
      "path ~/Bin/old.pdf is the Trash or in it: Finder's tools do not act there",
    );
    assert.equal(
      await refused("finder_trash", "~/.Trash"),
      "path ~/.Trash is the Trash or in it: Finder's tools do not act there",
    );
    assert.equal(await refused("finder_trash", "~//"), "path must name something in the home, not the home itself");
    await assert.rejects(sim.agent!.connection.call("finder_new_folder", { path: "~/Desktop/Shared", name: "x" }), {
      message:
        "finder_new_folder: path ~/Desktop/Shared goes through a link that leads out of the home (to /Volumes/Team)",
    });
    assert.deepEqual(finder(), before, "nothing moved");
    const trashed = await sim.agent!.spoon.callApp(FINDER_OPS.finder_trash, { path: "~/Work//plan.pdf" });
    assert.deepEqual(trashed.ok && trashed.value, { path: "~/Documents/Work/plan.pdf", trashed: "~/.Trash/plan.pdf" });
    assert.deepEqual(finder().trash, ["~/.Trash/plan.pdf"], "the file the link leads to, in the Trash");
    const back = await sim.agent!.spoon.call("move_file", {
      from: "~/.Trash/plan.pdf",
      to: "~/Documents/Work/plan.pdf",
    });
    assert.deepEqual(
      back.ok ? back.value : back.error.message,
      { path: "~/Documents/Work/plan.pdf" },
      "undo's move back",
    );
  });
});
