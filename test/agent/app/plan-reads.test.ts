import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { appsNamed, readWhatItNeeds } from "../../../agent/src/app/plan-reads.ts";
import { planOfflineFirst } from "../../../agent/src/app/plan.ts";
import { Snapshot, type DesktopScope } from "../../../agent/src/contract/index.ts";
import { checkPlan, type Command } from "../../../agent/src/registry/index.ts";
import { readCases } from "../../../scripts/planner-judge.ts";
import { BIG_DESK } from "../../sim/index.ts";
import { DESKTOPS, EVAL } from "../../support/index.ts";

const desktopFile = (path: string) => Snapshot.parse(JSON.parse(readFileSync(path, "utf8")));

function deepFrozen<T>(value: T): T {
  if (typeof value === "object" && value !== null) for (const item of Object.values(value)) deepFrozen(item);
  return Object.freeze(value);
}

/** What the Spoon answers for a scope: the running apps always, the named apps' windows, tabs when asked. */
function partOf(whole: Snapshot, scope: DesktopScope): Snapshot {
  const read = new Set(whole.apps.filter((app) => scope.apps.includes(app.bundleID)).map((app) => app.name));
  const front = whole.apps.find((app) => app.frontmost)?.name;
  return {
    ...whole,
    apps: whole.apps.map((app) => ({ ...app, hidden: read.has(app.name) && app.hidden })),
    windows: whole.windows
      .filter((win) => read.has(win.app))
      .map((win) => ({ ...win, focused: win.focused && front !== undefined && read.has(front) })),
    tabs: scope.tabs ? whole.tabs : [],
    scope,
  };
}

/** A reader over a whole desktop, recording each scope asked for (undefined: the whole desktop). */
function readerOf(whole: Snapshot) {
  const asked: (DesktopScope | undefined)[] = [];
  const read = async (scope?: DesktopScope) => (asked.push(scope), scope ? partOf(whole, scope) : whole);
  return { read, asked };
}

describe("a command is planned on the part of the desktop it needs, never on less than the planner looks at", () => {
  const big = desktopFile(BIG_DESK);

  it("chrome left half: Chrome's windows (the app named, also in front), no tabs, no other app's windows", async () => {
    const { read, asked } = readerOf(big);
    const { before, planned } = await readWhatItNeeds("chrome left half", read);
    const placed = [{ type: "place_app", app_name: "Google Chrome", bounds: [0, 33, 756, 982] }];
    assert.deepEqual(planned?.commands, placed, "the plan's commands");
    assert.deepEqual(before.scope, { apps: ["com.google.Chrome"], tabs: false });
    assert.ok(!asked.includes(undefined), "the whole desktop was never read");
  });

  it("the home's files only for words that can name one, read once for the command (E18)", async () => {
    const filesAsked: (readonly string[] | undefined)[] = [];
    const read = async (scope?: DesktopScope, files?: readonly string[]) => {
      filesAsked.push(files);
      const desktop = scope ? partOf(big, scope) : big;
      return files ? { ...desktop, files: ["~/Desktop/old-report.pdf"] } : desktop;
    };
    await readWhatItNeeds("chrome left half", read);
    await readWhatItNeeds("make chrome look nicer", read);
    assert.ok(filesAsked.length > 2 && !filesAsked.some((files) => files !== undefined), "no files read");
    filesAsked.length = 0;
    const { before } = await readWhatItNeeds("move old-report.pdf to the trash", read);
    assert.ok(filesAsked[0]?.includes("old-report.pdf"), "the file named looked for with the first read");
    assert.ok(
      filesAsked.slice(1).every((files) => files === undefined),
      "the files read once",
    );
    assert.deepEqual(before.files, ["~/Desktop/old-report.pdf"], "the desktop planned on carries the files read");
  });

  it("the apps named by any span of the words, and the app in front", () => {
    assert.deepEqual(
      appsNamed("terminal right half and slack left", big).sort(),
      ["com.apple.Terminal", "com.google.Chrome", "com.tinyspeck.slackmacgap"],
      "the bundle IDs of the apps named and of the one in front",
    );
  });

  it("close tab 3 and switch to a site read the tabs, as planning looks at them", async () => {
    for (const command of ["close tab 3", "switch to wikipedia"]) {
      const { before, planned } = await readWhatItNeeds(command, readerOf(big).read);
      assert.equal(before.scope?.tabs, true, command);
      assert.equal(planned?.needs_clarification, false, command);
    }
  });

  it("a question or a command that needs the whole desktop is planned on the whole desktop", async () => {
    for (const command of ["which apps have no windows?", "list apps", "save this as a preset called work"]) {
      const { read, asked } = readerOf(big);
      const { before, planned } = await readWhatItNeeds(command, read);
      assert.equal(planned, undefined, command);
      assert.equal(before.scope, undefined, command);
      assert.equal(asked.at(-1), undefined, `${command}: the whole desktop read last`);
    }
  });

  for (const [name, file] of [
    ["the dev set", join(EVAL, "planner-dev.jsonl")],
    ["the natural set", join(EVAL, "planner-natural.jsonl")],
  ] as const)
    it(`${name}: every plan made on a part is the plan the whole desktop gives`, async () => {
      const differing: string[] = [];
      // Each desktop read once for all its cases, frozen: planning that changed it would throw, not carry over.
      const desktops = new Map<string, Snapshot>();
      for (const c of readCases(file)) {
        const path = join(DESKTOPS, `${c.desktop}.json`);
        const whole = desktops.get(path) ?? deepFrozen(desktopFile(path));
        desktops.set(path, whole);
        const { planned } = await readWhatItNeeds(c.command, readerOf(whole).read);
        if (planned && JSON.stringify(planned) !== JSON.stringify(planOfflineFirst(c.command, whole)))
          differing.push(c.id);
      }
      assert.deepEqual(differing, [], "the cases planned differently on a part");
    });
});

describe("an app that does not answer", () => {
  it("a command on it is refused, naming it, before anything runs", () => {
    const hung = { ...desktopFile(BIG_DESK), unresponsive: ["Google Chrome"] };
    const command = { type: "place_app", app_name: "Google Chrome", bounds: [0, 33, 756, 982] } as Command;
    assert.match(checkPlan([command], hung) ?? "", /^commands\[0\] \(place_app\): Google Chrome is not responding/);
    const other = { type: "place_app", app_name: "Slack", bounds: [0, 33, 756, 982] } as Command;
    assert.equal(checkPlan([other], hung), undefined, "other apps are not held up");
  });
});
