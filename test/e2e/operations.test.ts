import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import type { DesktopSession } from "../../agent/src/app/index.ts";
import { Snapshot } from "../../agent/src/contract/index.ts";
import { openDesktop } from "../../agent/src/cli/desktop.ts";
import { execContract, readContractInput } from "../../agent/src/cli/exec.ts";
import { envelope } from "../support/cli.ts";
import { DESKTOPS, tempHome } from "../support/index.ts";

const DEV_DUAL = join(DESKTOPS, "dev-dual.json");
const DEV_LAPTOP = join(DESKTOPS, "dev-laptop.json");
const INITIAL = Snapshot.parse(JSON.parse(readFileSync(DEV_DUAL, "utf8")));

interface Output {
  result: {
    success: boolean;
    message: string;
    error?: string;
    steps: { status: string; message: string; result?: any }[];
  };
  after: Snapshot;
}

/** What `hs-claude exec --sim --json` does on an open simulated Mac, in this process. */
async function execOn(
  desktop: DesktopSession,
  contract: string,
  yes = false,
): Promise<{ output: Output; code: number }> {
  const { output, code } = await execContract(desktop, readContractInput(contract), { yes });
  return { output: JSON.parse(JSON.stringify(output)), code };
}

/** What `hs-claude exec --sim FILE --json` does, in this process: a fresh simulated Mac per call. */
async function execIn(
  file: string,
  contract: string,
  home: string,
  yes = false,
): Promise<{ output: Output; code: number }> {
  const desktop = await openDesktop(file, { home });
  try {
    return await execOn(desktop, contract, yes);
  } finally {
    await desktop.close();
  }
}

/**
 * One simulated Mac per desktop file for the tests of a suite whose plans change nothing (each test checks that):
 * opened at its first use, closed after the suite.
 */
function unchangedDesktops(home: () => string): (file: string) => Promise<DesktopSession> {
  const open = new Map<string, Promise<DesktopSession>>();
  after(async () => {
    for (const desktop of open.values()) await (await desktop).close();
  });
  return (file) => {
    if (!open.has(file)) open.set(file, openDesktop(file, { home: home() }));
    return open.get(file)!;
  };
}

describe("desktop operations through exec, read back from the simulated desktop", () => {
  let home: ReturnType<typeof tempHome>;
  before(() => (home = tempHome()));
  after(() => home.remove());

  async function exec(contract: string, options: { desktop?: string; yes?: boolean; code?: number } = {}) {
    const { output, code } = await execIn(options.desktop ?? DEV_DUAL, contract, home.path, options.yes);
    assert.equal(code, options.code ?? 0, output.result.message);
    return output;
  }
  const frameOf = (out: Output, id: number) => out.after.windows.find((w) => w.id === id)?.frame;

  it("places a window hanging over a screen's edge, as the bounds rule allows (it meets a screen)", async () => {
    const out = await exec(envelope({ type: "place_app", app_name: "Safari", bounds: [-500, 33, 1, 500] }), {
      desktop: DEV_LAPTOP,
    });
    assert.equal(out.result.success, true, out.result.message);
  });

  it("places a window on the Retina screen left of the main one (negative origin), exactly", async () => {
    const out = await exec(envelope({ type: "place_app", app_name: "Slack", bounds: [-1512, 491, -756, 1440] }));
    assert.deepEqual(frameOf(out, 201), { x: -1512, y: 491, w: 756, h: 949 });
    assert.equal(out.after.windows.find((w) => w.id === 201)!.screenId, 2);
    assert.deepEqual(out.result.steps[0]!.result.actual, { x: -1512, y: 491, w: 756, h: 949 });
  });

  it("carries out two placements in one envelope, one by bounds and one by monitor", async () => {
    const out = await exec(
      envelope(
        { type: "place_app", app_name: "Google Chrome", bounds: [0, 25, 1280, 1370] },
        { type: "place_app", app_name: "Terminal", monitor: "left" },
      ),
    );
    assert.deepEqual(frameOf(out, 101), { x: 0, y: 25, w: 1280, h: 1345 });
    assert.deepEqual(
      frameOf(out, 401),
      { x: -1158, y: 685, w: 900, h: 600 },
      "same size, same relative position, on the left screen",
    );
    assert.deepEqual(
      frameOf(out, 102),
      INITIAL.windows.find((w) => w.id === 102)!.frame,
      "Chrome's other window stays",
    );
  });

  it("shows a hidden app and brings a minimized window back before placing it, then reads it back", async () => {
    const file = join(home.path, "hidden-minimized.json");
    writeFileSync(
      file,
      JSON.stringify({
        ...INITIAL,
        apps: INITIAL.apps.map((a) => (a.name === "Slack" ? { ...a, hidden: true } : a)),
        windows: INITIAL.windows.map((w) => (w.id === 201 ? { ...w, minimized: true } : w)),
      }),
    );
    const out = await exec(envelope({ type: "place_app", app_name: "Slack", bounds: [0, 25, 1280, 1370] }), {
      desktop: file,
    });
    assert.equal(out.result.success, true, out.result.message);
    assert.equal(out.after.apps.find((a) => a.name === "Slack")?.hidden, false);
    assert.deepEqual(frameOf(out, 201), { x: 0, y: 25, w: 1280, h: 1345 });
    assert.equal(out.after.windows.find((w) => w.id === 201)?.minimized, false);
    assert.match(out.result.message, /Slack → left half of DELL U2723QE \(unminimized, unhidden\)/);
  });

  it("reports what an app refused when it keeps a minimum size", async () => {
    const file = join(home.path, "min-size.json");
    writeFileSync(
      file,
      JSON.stringify({
        ...INITIAL,
        windows: INITIAL.windows.map((w) => (w.id === 201 ? { ...w, minSize: { w: 900, h: 600 } } : w)),
      }),
    );
    const out = await exec(envelope({ type: "place_app", app_name: "Slack", bounds: [0, 25, 400, 325] }), {
      desktop: file,
    });
    assert.deepEqual(frameOf(out, 201), { x: 0, y: 25, w: 900, h: 600 });
    assert.match(out.result.message, /Slack → \[0, 25, 900, 625\] on DELL U2723QE; asked for \[0, 25, 400, 325\]/);
  });

  it("focus_app brings forward a running app with no window (reopened, as macOS 14 wants)", async () => {
    const out = await exec(envelope({ type: "focus_app", app_name: "Finder" }));
    assert.equal(out.result.success, true, out.result.message);
    assert.equal(out.after.apps.find((a) => a.frontmost)?.name, "Finder");
    assert.ok(
      out.after.windows.some((w) => w.app === "Finder" && w.focused),
      "Finder opened a window",
    );
  });

  it("focus_app launches an installed app and brings it to the front", async () => {
    const out = await exec(envelope({ type: "focus_app", app_name: "Figma" }));
    const figma = out.after.apps.find((a) => a.name === "Figma");
    assert.deepEqual({ running: figma?.running, frontmost: figma?.frontmost }, { running: true, frontmost: true });
    assert.equal(out.after.apps.filter((a) => a.frontmost).length, 1);
    assert.ok(out.after.windows.some((w) => w.app === "Figma" && w.focused));
    assert.match(out.result.message, /Figma is in front \(launched\)/);
  });

  it("closes a bulk of tabs by identity and keeps every other tab", async () => {
    const out = await exec(envelope({ type: "close_tab", tab_indices: [2, 5, 8] }), { yes: true });
    const gone = new Set(["7026", "7065", "7104"]);
    assert.deepEqual(
      out.after.tabs.map((t) => [t.id, t.url]),
      INITIAL.tabs.filter((t) => !gone.has(t.id)).map((t) => [t.id, t.url]),
    );
    assert.deepEqual(
      out.after.tabs.map((t) => t.index),
      [1, 2, 3, 4, 5, 6],
      "the tab indices left",
    );
  });

  it("reports a tab whose page refuses to close (beforeunload) as still open, never as closed", async () => {
    const file = join(home.path, "beforeunload.json");
    const tabs = INITIAL.tabs.map((t) => (t.id === "7065" ? { ...t, beforeunload: true } : t));
    writeFileSync(file, JSON.stringify({ ...INITIAL, tabs }));
    const out = await exec(envelope({ type: "close_tab", tab_indices: [2, 5] }), { desktop: file, yes: true, code: 1 });
    assert.equal(out.result.success, false);
    assert.match(out.result.error!, /^closed 1 tab: r\/programming; still open, the page asked to stay/);
    assert.ok(
      out.after.tabs.some((t) => t.id === "7065"),
      "the tab is still there",
    );
    assert.ok(!out.after.tabs.some((t) => t.id === "7026"));
  });

  it("open_url youtube adds exactly one tab, in front, with the normalized URL", async () => {
    const out = await exec(envelope({ type: "open_url", url: "youtube" }));
    assert.equal(out.after.tabs.length, INITIAL.tabs.length + 1);
    const added = out.after.tabs.filter((t) => !INITIAL.tabs.some((i) => i.id === t.id));
    assert.equal(added.length, 1);
    assert.equal(added[0]!.url, "https://www.youtube.com/");
    assert.equal(added[0]!.active, true);
    assert.equal(out.after.apps.find((a) => a.frontmost)?.name, "Google Chrome");
  });

  it("switch_tab activates the tab and raises its window in Chrome", async () => {
    const out = await exec(envelope({ type: "switch_tab", tab_index: 8 }));
    const reddit = out.after.tabs.find((t) => t.id === "7104")!;
    assert.deepEqual({ active: reddit.active, windowIndex: reddit.windowIndex }, { active: true, windowIndex: 1 });
    assert.equal(out.after.windows.find((w) => w.focused)?.id, 102);
    assert.equal(out.after.windows.find((w) => w.id === 102)?.title, "Reddit - Dive into anything");
  });

  it("list_tabs and list_apps report what is there", async () => {
    const out = await exec(envelope({ type: "list_tabs" }, { type: "list_apps" }));
    assert.deepEqual(out.result.steps[0]!.result.tabs, INITIAL.tabs);
    assert.match(out.result.steps[0]!.message, /^9 tabs:\n1\. anthropics\/claude-code: Claude Code \(github\.com\)/);
    assert.equal(out.result.steps[1]!.result.apps.length, 7);
  });

  it("hide_app hides Chrome and the next visible app comes to the front, without asking", async () => {
    const out = await exec(envelope({ type: "hide_app", app_name: "Google Chrome" }));
    assert.equal(out.result.success, true, out.result.message);
    assert.equal(out.after.apps.find((a) => a.name === "Google Chrome")?.hidden, true);
    assert.equal(out.after.apps.find((a) => a.frontmost)?.name, "Slack");
  });

  it("close_app quits the app, approved by --yes", async () => {
    const out = await exec(envelope({ type: "close_app", app_name: "Spotify" }), { yes: true });
    assert.ok(!out.after.apps.some((a) => a.name === "Spotify"));
    assert.equal(out.after.apps.length, INITIAL.apps.length - 1);
  });

  it("activates a preset from the desktop file", async () => {
    const out = await exec(envelope({ type: "activate_preset", preset_name: "code space" }));
    assert.equal(out.result.success, true, out.result.message);
    assert.equal(out.after.windows.find((w) => w.id === 101)!.screenId, 2, "Chrome went to the left monitor");
  });

  it("saves the arrangement as a preset and re-activates it after the windows moved", async () => {
    const out = await exec(
      envelope(
        { type: "save_preset", preset_name: "desk" },
        { type: "place_app", app_name: "Terminal", bounds: [0, 25, 400, 325] },
        { type: "place_app", app_name: "Slack", monitor: "main" },
        { type: "activate_preset", preset_name: "desk" },
      ),
    );
    assert.equal(out.result.success, true, out.result.message);
    for (const id of [101, 201, 301, 401, 501])
      assert.deepEqual(frameOf(out, id), INITIAL.windows.find((w) => w.id === id)!.frame, `window ${id}`);
    assert.ok(
      out.after.presets.some(
        (p) => p.name === "desk" && p.placements.some((pl) => pl.app_name === "Slack" && pl.monitor === "left"),
      ),
    );
  });

  it("opens a URL with the default browser when Chrome is not running", async () => {
    const file = join(home.path, "no-chrome.json");
    writeFileSync(
      file,
      JSON.stringify({
        ...INITIAL,
        apps: INITIAL.apps
          .filter((a) => a.name !== "Google Chrome")
          .map((a) => (a.name === "Slack" ? { ...a, frontmost: true } : { ...a, frontmost: false })),
        windows: INITIAL.windows.filter((w) => w.app !== "Google Chrome"),
        tabs: [],
      }),
    );
    const out = await exec(envelope({ type: "open_url", url: "github.com/trending" }), { desktop: file });
    assert.deepEqual(
      out.after.tabs.map((t) => t.url),
      ["https://github.com/trending"],
      "the tabs of the default browser",
    );
    assert.equal(out.after.apps.find((a) => a.frontmost)?.name, "Google Chrome");
  });
});

describe("envelopes that fail validation change nothing", () => {
  let home: ReturnType<typeof tempHome>;
  before(() => (home = tempHome()));
  const desktopOf = unchangedDesktops(() => home.path);
  after(() => home.remove());

  const cases: [string, string, RegExp, string?][] = [
    [
      "a missing tab",
      envelope({ type: "switch_tab", tab_index: 42 }),
      /^rejected: commands\[0\] \(switch_tab\): tab_index: tab 42 does not exist; open tabs are 1-9$/,
    ],
    [
      "an unknown app",
      envelope({ type: "focus_app", app_name: "Photoshop" }),
      /app_name: "Photoshop" is not a running or installed app; running: Google Chrome, Slack/,
    ],
    [
      "right < left",
      envelope({ type: "place_app", app_name: "Slack", bounds: [500, 0, 100, 400] }),
      /commands\[0\]\.bounds: right \(100\) must be greater than left \(500\)/,
    ],
    [
      "bounds off every screen",
      envelope({ type: "place_app", app_name: "Slack", bounds: [9000, 0, 9500, 400] }),
      /bounds \[9000, 0, 9500, 400\] meet no screen; screens: /,
    ],
    [
      "an unknown monitor",
      envelope({ type: "place_app", app_name: "Slack", monitor: "top" }),
      /commands\[0\]\.monitor: /,
    ],
    [
      "a monitor this desktop lacks",
      envelope({ type: "place_app", app_name: "Safari", monitor: "right" }),
      /monitor: there is no screen right of the main screen; valid: main/,
      DEV_LAPTOP,
    ],
    ["an unknown type", envelope({ type: "teleport" }), /commands\[0\]\.type: "teleport" is not a command; valid: /],
    [
      "a valid command followed by an invalid one",
      envelope(
        { type: "place_app", app_name: "Slack", bounds: [0, 25, 800, 600] },
        { type: "close_tab", tab_indices: [3, 99] },
      ),
      /commands\[1\] \(close_tab\): tab_indices: tab 99 does not exist/,
    ],
    [
      "placing a running app that has no window (visible in the snapshot)",
      envelope({ type: "place_app", app_name: "Spotify", bounds: [0, 25, 800, 600] }),
      /app_name: Spotify has no window to place; focus it first/,
    ],
    [
      "a javascript: URL",
      envelope({ type: "open_url", url: "javascript:alert(1)" }),
      /url: only http and https URLs can be opened, not javascript:/,
    ],
    [
      "bounds far beyond every screen",
      envelope({ type: "place_app", app_name: "Slack", bounds: [0, 25, 99999999, 99999999] }),
      /bounds \[0, 25, 99999999, 99999999\] are too large: every edge must lie within ±100000 points/,
    ],
    [
      "bounds that contradict the monitor",
      envelope({ type: "place_app", app_name: "Slack", monitor: "left", bounds: [0, 25, 1280, 1370] }),
      /bounds \[0, 25, 1280, 1370\] are not on the left monitor, Built-in Retina Display/,
    ],
    [
      "a step aimed at a tab an earlier step closes",
      envelope({ type: "close_tab", tab_indices: [4] }, { type: "switch_tab", tab_index: 4 }),
      /commands\[1\] \(switch_tab\): tab_index: tab 4 does not exist; open tabs are 1-3, 5-9/,
    ],
    [
      "a step aimed at an app an earlier step quits",
      envelope({ type: "close_app", app_name: "Google Chrome" }, { type: "switch_tab", tab_index: 4 }),
      /commands\[1\] \(switch_tab\): tab_index: tab 4 does not exist: no Chrome tabs are open/,
    ],
  ];
  const limits: [string, string, RegExp][] = [
    [
      "a URL over 8 KiB",
      envelope({ type: "open_url", url: `https://a.com/${"x".repeat(8200)}` }),
      /url must be at most 8 KiB/,
    ],
    [
      "an app name over 256 characters",
      envelope({ type: "focus_app", app_name: "A".repeat(300) }),
      /app_name must be at most 256/,
    ],
    [
      "a question over 4 KiB",
      envelope({ type: "query", question: "why ".repeat(1100) }),
      /question must be at most 4 KiB/,
    ],
    [
      "more than 100 commands",
      envelope(...Array(101).fill({ type: "list_apps" })),
      /^rejected: commands: a plan has at most 100/,
    ],
    [
      "an envelope over 1 MiB",
      envelope({ type: "open_url", url: "y".repeat(1_100_000) }),
      /CONTRACT is \d+ bytes; the limit is 1048576/,
    ],
  ];
  for (const [what, contract, reason] of limits) cases.push([`${what} (a size limit)`, contract, reason]);
  for (const [what, contract, reason, desktop] of cases) {
    it(what, async () => {
      const file = desktop ?? DEV_DUAL;
      const { output, code } = await execOn(await desktopOf(file), contract);
      assert.equal(code, 2);
      assert.equal(output.result.error!.split("\n").length, 1, output.result.error);
      assert.match(output.result.error!, reason);
      assert.deepEqual(output.result.steps, [], `${what}: the steps run: none`);
      assert.deepEqual(output.after, asLoaded(output.after, file));
    });
  }
});

/** The desktop file as the simulator reports it when nothing changed (installed apps in scan order). */
function asLoaded(after: Snapshot, file: string): Snapshot {
  const initial = Snapshot.parse(JSON.parse(readFileSync(file, "utf8")));
  assert.deepEqual(
    [...after.installedApps].sort((a, b) => a.bundleID.localeCompare(b.bundleID)),
    [...initial.installedApps].sort((a, b) => a.bundleID.localeCompare(b.bundleID)),
  );
  return { ...initial, installedApps: after.installedApps };
}

describe("destructive operations without --yes and without a person to ask", () => {
  let home: ReturnType<typeof tempHome>;
  before(() => (home = tempHome()));
  const desktopOf = unchangedDesktops(() => home.path);
  after(() => home.remove());

  for (const [what, contract] of [
    ["closing several tabs", envelope({ type: "close_tab", tab_indices: [2, 5] })],
    ["quitting an app", envelope({ type: "close_app", app_name: "Spotify" })],
  ] as const) {
    it(`refuses ${what}, says why, and changes nothing`, async () => {
      const { output: out, code } = await execOn(await desktopOf(DEV_DUAL), contract);
      assert.equal(code, 1);
      assert.match(
        out.result.error!,
        new RegExp(
          String.raw`^not approved: .*there is no one to ask: no terminal here and nobody answered at the Mac; ` +
            String.raw`run with --yes to approve\); nothing was changed$`,
        ),
      );
      assert.deepEqual(out.after.tabs, INITIAL.tabs);
      assert.deepEqual(out.after.apps, INITIAL.apps);
    });
  }

  it("counts the tabs of the whole plan: three single-tab closes ask like one close of three", async () => {
    const contract = envelope(
      { type: "close_tab", tab_indices: [2] },
      { type: "close_tab", tab_indices: [5] },
      { type: "close_tab", tab_indices: [8] },
    );
    const { output: out, code } = await execOn(await desktopOf(DEV_DUAL), contract);
    assert.equal(code, 1);
    assert.match(out.result.error!, /^not approved: Close 3 tabs\?/);
    assert.deepEqual(out.after.tabs, INITIAL.tabs);
  });

  it("closes a single tab without asking (the threshold is one)", async () => {
    const { output: out } = await execIn(DEV_DUAL, envelope({ type: "close_tab", tab_indices: [9] }), home.path);
    assert.equal(out.after.tabs.length, INITIAL.tabs.length - 1);
  });
});
