import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { beforeEach, describe, it } from "node:test";
import { createRunner, runCommand, type Runner } from "../../../../agent/src/app/index.ts";
import { DEFAULT_DESKTOP, type SimMac } from "../../../sim/index.ts";
import { simMacForTests } from "../../../support/sim-mac.ts";
import { until } from "../../../support/index.ts";

const SEEDED = {
  windows: [
    {
      id: 7,
      tabs: [
        { title: "GitHub", url: "https://github.com/" },
        { title: "r/typescript", url: "https://www.reddit.com/r/typescript/" },
        { title: "Apple", url: "https://www.apple.com/" },
        { title: "r/mac", url: "https://www.reddit.com/r/mac/" },
      ],
      current: 1,
    },
    { id: 8, tabs: [{ title: "GitHub Docs", url: "https://docs.github.com/" }], current: 1 },
  ],
};

function desktop(): object {
  const base = JSON.parse(readFileSync(DEFAULT_DESKTOP, "utf8")) as { apps: object[] };
  const safari = { name: "Safari", bundleID: "com.apple.Safari", running: true, frontmost: false, hidden: false };
  return { ...base, apps: [...base.apps, safari], appState: { Safari: SEEDED } };
}

type Window = { id: number; tabs: { title: string; url: string }[]; current: number };
const windowsOf = (sim: SimMac) => (sim.appState("Safari") as { windows: Window[] }).windows;
const urls = (sim: SimMac) => windowsOf(sim).map((w) => w.tabs.map((t) => t.url));

function runnerOn(sim: SimMac) {
  let runner: Runner;
  beforeEach(() => {
    const { spoon, presets } = sim.agent!;
    runner = createRunner({ spoon, presets, home: sim.home, terminal: false, sleep: async () => {} });
  });
  return async (text: string, yes = true, meanwhile?: () => Promise<void>) => {
    const running = runCommand(text, runner, { offline: true, yes });
    await meanwhile?.();
    const outcome = await running;
    assert.equal(outcome.kind, "executed", `${text} was planned offline: ${JSON.stringify(outcome)}`);
    return outcome.kind === "executed" ? outcome.result : assert.fail();
  };
}

describe("Safari on the simulated Mac, planned offline, through the Spoon's scripts", () => {
  const sim = simMacForTests({ desktop: desktop(), costs: "none" }, "each test");
  const run = runnerOn(sim);

  it('"how many tabs are open in safari" lists every tab, front window first, the current ones marked', async () => {
    const listed = await run("how many tabs are open in safari");
    assert.ok(listed.success, listed.message);
    assert.match(
      listed.message,
      /^5 Safari tabs:\nw1\.1 GitHub \(github\.com\) \*\nw1\.2 r\/typescript \(reddit\.com\)/,
    );
    assert.match(listed.message, /w2\.1 GitHub Docs \(docs\.github\.com\) \*$/);
  });

  it('"open apple.com in safari" opens a new current tab in the front window; undo closes it', async () => {
    const opened = await run("open apple.com in safari");
    assert.ok(opened.success, opened.message);
    assert.deepEqual(windowsOf(sim)[0]!.tabs.at(-1), { title: "apple.com", url: "https://apple.com/" });
    assert.equal(windowsOf(sim)[0]!.current, 5, "the new tab is current");
    const undone = await run("undo");
    assert.ok(undone.success, undone.message);
    const seeded = SEEDED.windows[0]!.tabs.map((t) => t.url);
    assert.deepEqual(urls(sim), [seeded, ["https://docs.github.com/"]], "each window's pages");
  });

  it('"switch to the apple tab in safari" makes it current', async () => {
    const switched = await run("switch to the apple tab in safari");
    assert.ok(switched.success, switched.message);
    assert.equal(windowsOf(sim)[0]!.current, 3);
  });

  it('"switch to the github tab in safari" asks: two tabs match, nothing changes', async () => {
    const asked = await run("switch to the github tab in safari");
    assert.equal(asked.success, false);
    assert.match(asked.message, /2 Safari tabs match "github", which one is meant\? w1\.1 GitHub .*w2\.1 GitHub Docs/);
    assert.deepEqual(
      windowsOf(sim).map((w) => w.current),
      [1, 1],
      "each window's current tab",
    );
  });

  it('"close all reddit tabs in safari" closes both, the rest untouched; undo opens them again', async () => {
    const closed = await run("close all reddit tabs in safari");
    assert.ok(closed.success, closed.message);
    assert.deepEqual(urls(sim)[0], ["https://github.com/", "https://www.apple.com/"], "the front window's pages");
    const undone = await run("undo");
    assert.ok(undone.success, undone.message);
    assert.deepEqual(
      urls(sim)[0]!.slice(2).sort(),
      ["https://www.reddit.com/r/mac/", "https://www.reddit.com/r/typescript/"],
      "the pages put back",
    );
    assert.equal(urls(sim)[1]!.length, 1, "the other window is untouched");
  });

  it('"close all reddit tabs in safari" denied at the Mac: refused in the words Chrome\'s refusal uses', async () => {
    const deny = async () => {
      await until(() => sim.person.sees().dialogs.length === 1, "the Mac asks the person");
      await sim.person.answer("Deny");
    };
    const refused = await run("close all reddit tabs in safari", false, deny);
    assert.equal(refused.success, false);
    assert.match(
      refused.error ?? "",
      /^not approved: Close 2 Safari tabs\? \(declined at the Mac\); nothing was changed$/,
    );
    assert.equal(urls(sim)[0]!.length, 4, "the front window keeps its 4 tabs");
  });

  it('"close the reddit tab in safari" asks when two match, and closes nothing', async () => {
    const asked = await run("close the reddit tab in safari");
    assert.equal(asked.success, false);
    assert.match(asked.message, /2 Safari tabs match "reddit"/);
    assert.equal(urls(sim)[0]!.length, 4);
  });
});
