import { memoryUndoHistory } from "../../../agent/src/undo/index.ts";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import type { StepOutcome } from "../../../agent/src/commands/index.ts";
import {
  approvalFor,
  commandDefinition,
  definitionOf,
  parseCommand,
  type Command,
} from "../../../agent/src/registry/index.ts";
import { Snapshot } from "../../../agent/src/contract/index.ts";
import { Disconnected, LinkTimeout, OpRefused } from "../../../agent/src/errors/index.ts";
import { Config, memoryPresetStore } from "../../../agent/src/store/index.ts";
import { fakeSpoon, type FakeAnswers } from "../../fakes/spoon-client.ts";
import { DESKTOPS } from "../../support/index.ts";

const desktop = Snapshot.parse(JSON.parse(readFileSync(join(DESKTOPS, "dev-dual.json"), "utf8")));
const frame = (x: number, y: number, w: number, h: number) => ({ x, y, w, h });
const placed = (name: string, requested = frame(0, 25, 1280, 1345), actual = requested) => ({
  name,
  windowId: 1,
  requested,
  actual,
  launched: false,
  unminimized: false,
  unhidden: false,
});

function command(value: object): Command {
  const parsed = parseCommand(value, 0);
  assert.ok(parsed.ok, parsed.ok ? "" : parsed.error);
  return parsed.command;
}

/** Runs one command against the dev-dual desktop with a fake Spoon; returns the outcome and what was sent. */
async function run(value: object, answers: FakeAnswers, presets = desktop.presets, workspace?: string[]) {
  const cmd = command(value);
  const spoon = fakeSpoon(answers);
  const store = memoryPresetStore(structuredClone(presets));
  const ctx = {
    spoon,
    presets: store,
    config: Config.parse({}),
    before: desktop,
    read: async () => desktop,
    answer: async (question: string) => `answer to ${question}`,
    approve: async () => ({ approved: false as const, reason: "the test says no" }),
    eyes: async () => undefined,
    sleep: async () => {},
    undo: memoryUndoHistory(),
    ...(workspace ? { workspace: { kept: () => ({ apps: workspace, focused: null }) } } : {}),
  };
  const definition = definitionOf(cmd);
  const outcome: StepOutcome = await definition.run(cmd, ctx);
  return { outcome, sent: spoon.calls, presets: store.list() };
}

describe("each command, run against a fake Spoon", () => {
  it("list_apps and list_tabs describe what the Spoon lists", async () => {
    const apps = [{ name: "Slack", bundleID: "s", frontmost: true, hidden: false, windows: 1 }];
    const listed = await run({ type: "list_apps" }, { list_apps: () => ({ ok: true, value: { apps } }) });
    assert.deepEqual(listed.outcome, {
      ok: true,
      message: "1 apps running: Slack (frontmost, 1 window)",
      result: { apps },
    });
    const tabs = await run({ type: "list_tabs" }, { list_tabs: () => ({ ok: true, value: { tabs: [] } }) });
    assert.equal(tabs.outcome.message, "no Chrome tabs are open");
  });

  it("focus_app sends the app's bundle ID from the snapshot and says when it launched", async () => {
    const { outcome, sent } = await run(
      { type: "focus_app", app_name: "Figma" },
      { focus_app: (p) => ({ ok: true, value: { name: p.name, launched: true, frontmost: true } }) },
    );
    assert.deepEqual(
      sent,
      [{ op: "focus_app", params: { name: "Figma", bundleID: "com.figma.Desktop" } }],
      "the operations sent to the Spoon",
    );
    assert.equal(outcome.message, "Figma is in front (launched)");
  });

  it("place_app sends bounds as a frame, or a monitor as its screen id, and reports what the app refused", async () => {
    const exact = await run(
      { type: "place_app", app_name: "Slack", bounds: [-1512, 491, -756, 1440] },
      {
        place_app: () => ({
          ok: true,
          value: placed("Slack", frame(-1512, 491, 756, 949), frame(-1512, 491, 900, 949)),
        }),
      },
    );
    assert.deepEqual(exact.sent[0]!.params, {
      name: "Slack",
      bundleID: "com.tinyspeck.slackmacgap",
      frame: { x: -1512, y: 491, w: 756, h: 949 },
    });
    assert.match(exact.outcome.message, /asked for \[-1512, 491, -756, 1440\], the app kept its own size or position$/);
    const moved = await run(
      { type: "place_app", app_name: "Terminal", monitor: "left" },
      { place_app: () => ({ ok: true, value: placed("Terminal") }) },
    );
    assert.deepEqual(moved.sent[0]!.params, { name: "Terminal", bundleID: "com.apple.Terminal", screenId: 2 });
  });

  it("place_app with bounds larger than a screen: macOS kept the window within the screen it landed on", async () => {
    const wide = await run(
      { type: "place_app", app_name: "Slack", bounds: [0, 25, 99999, 1370] },
      { place_app: () => ({ ok: true, value: placed("Slack", frame(0, 25, 99999, 1345), frame(0, 25, 2560, 1345)) }) },
    );
    assert.equal(
      wide.outcome.message,
      "Slack → maximized on DELL U2723QE; asked for [0, 25, 99999, 1370], larger than DELL U2723QE's usable area " +
        "[0, 25, 2560, 1370]: macOS keeps a window within its screen",
    );
  });

  it("restore_workspace names as open only the apps it opened; an app no longer installed only under not", async () => {
    const { outcome, sent } = await run(
      { type: "restore_workspace" },
      { focus_app: (p) => ({ ok: true, value: { name: p.name, launched: false, frontmost: true } }) },
      desktop.presets,
      ["Slack", "Tally", "Terminal"],
    );
    assert.deepEqual(
      sent.map((call) => (call.params as { name: string }).name),
      ["Slack", "Terminal"],
      "the apps the Spoon was asked to open",
    );
    assert.equal(outcome.message, "restored the workspace: Slack, Terminal open (not: Tally is no longer installed)");
  });

  it("close_app asks for approval, naming the apps, and quits by bundle ID", async () => {
    const quit = command({ type: "close_app", app_name: "Spotify" });
    assert.deepEqual(approvalFor([quit], desktop, Config.parse({})), {
      title: "Quit Spotify?",
      detail: "Spotify will be asked to quit; unsaved work may be lost.",
    });
    const { outcome } = await run(
      { type: "close_app", app_name: "Spotify" },
      { close_app: () => ({ ok: true, value: { name: "Spotify", quit: true, wasRunning: true } }) },
    );
    assert.equal(outcome.message, "Spotify quit");
  });

  it("hide_app hides a running app by bundle ID and refuses one that is not running", async () => {
    const { outcome, sent } = await run(
      { type: "hide_app", app_name: "Spotify" },
      { hide_app: (p) => ({ ok: true, value: { name: p.name, hidden: true, wasHidden: false } }) },
    );
    assert.deepEqual(
      sent,
      [{ op: "hide_app", params: { name: "Spotify", bundleID: "com.spotify.client" } }],
      "the operations sent to the Spoon",
    );
    assert.equal(outcome.message, "Spotify is hidden");
    const check = commandDefinition("hide_app").check!;
    assert.match(check(command({ type: "hide_app", app_name: "Figma" }) as never, desktop)!, /Figma is not running/);
  });

  it("switch_tab and close_tab send tabs by identity (id and URL), never by index", async () => {
    const switched = await run(
      { type: "switch_tab", tab_index: 4 },
      { switch_tab: (p) => ({ ok: true, value: { ...p, title: "Hacker News", index: 4 } }) },
    );
    assert.deepEqual(switched.sent[0]!.params, { id: "7052", url: "https://news.ycombinator.com/" });
    const closed = await run(
      { type: "close_tab", tab_indices: [2, 5] },
      {
        close_tab: () => ({
          ok: true,
          value: {
            closed: [{ id: "7026", url: "https://www.reddit.com/r/programming/", title: "r/programming" }],
            skipped: [
              { id: "7065", url: "https://www.reddit.com/r/macapps/", reason: "changed", now: "https://x.com/" },
            ],
          },
        }),
      },
    );
    assert.equal(closed.sent[0]!.params && (closed.sent[0]!.params as { tabs: unknown[] }).tabs.length, 2);
    assert.equal(closed.outcome.ok, false, "a tab left alone is a failure to report, not a success");
    assert.match(closed.outcome.message, /^closed 1 tab: r\/programming; left alone because they changed/);
  });

  it("close_tab asks before closing more than the configured number of tabs", () => {
    const two = command({ type: "close_tab", tab_indices: [2, 5] });
    assert.equal(approvalFor([two], desktop, Config.parse({}))!.title, "Close 2 tabs?");
    assert.equal(approvalFor([two], desktop, Config.parse({ approval: { closeTabsWithoutAsking: 2 } })), undefined);
  });

  it("a plan with two destructive parts asks once, listing both", () => {
    const plan = [
      command({ type: "close_tab", tab_indices: [2, 5] }),
      command({ type: "close_app", app_name: "Spotify" }),
    ];
    const asked = approvalFor(plan, desktop, Config.parse({}))!;
    assert.equal(asked.title, "Close 2 tabs and quit Spotify?");
    assert.match(asked.detail, /^Close 2 tabs:\n2\. .+\n5\. .+\nQuit Spotify:\nSpotify will be asked to quit/);
  });

  it("open_url normalizes before sending and refuses what is not a web page", async () => {
    const { sent } = await run(
      { type: "open_url", url: "youtube" },
      { open_url: (p) => ({ ok: true, value: { url: p.url, browser: "Google Chrome", tabId: "9" } }) },
    );
    assert.deepEqual(sent[0]!.params, { url: "https://www.youtube.com/" });
    const definition = commandDefinition("open_url");
    assert.match(definition.check!(command({ type: "open_url", url: "file:///etc" }) as never, desktop)!, /only http/);
  });

  it("activate_preset places every app of the preset and reports the ones that failed", async () => {
    const { outcome, sent } = await run(
      { type: "activate_preset", preset_name: "code space" },
      {
        activate_preset: () => ({
          ok: true,
          value: {
            name: "code space",
            placed: [placed("Cursor")],
            failed: [{ name: "Google Chrome", error: "no window" }],
          },
        }),
      },
    );
    assert.deepEqual(
      (sent[0]!.params as { placements: unknown[] }).placements,
      [
        { name: "Cursor", bundleID: "com.todesktop.230313mzl4w4u92", screenId: 1 },
        { name: "Google Chrome", bundleID: "com.google.Chrome", screenId: 2 },
      ],
      "the placements sent to the Spoon, one per app of the preset",
    );
    assert.equal(outcome.ok, false);
    assert.match(outcome.message, /Google Chrome: no window$/);
  });

  it("save_preset records where the visible windows are, with their monitors", async () => {
    const { outcome, presets } = await run({ type: "save_preset", preset_name: "desk", app_names: ["Slack"] }, {});
    assert.equal(outcome.message, 'saved preset "desk": Slack');
    assert.deepEqual(presets.at(-1), {
      name: "desk",
      placements: [{ app_name: "Slack", monitor: "left", bounds: [-1512, 491, 0, 1440] }],
    });
  });

  it("query answers without the Spoon", async () => {
    const { outcome, sent } = await run({ type: "query", question: "how many tabs?" }, {});
    assert.equal(outcome.message, "answer to how many tabs?");
    assert.deepEqual(sent, [], "the operations sent to the Spoon: none");
  });

  it("turns each expected failure of the Spoon into the step's result with its errorType", async () => {
    const refusals: [FakeAnswers, string][] = [
      [{ focus_app: () => ({ ok: false, error: new OpRefused("Slack did not start") }) }, "action"],
      [{ focus_app: () => ({ ok: false, error: new LinkTimeout("focus_app: no answer in 18000 ms") }) }, "timeout"],
      [{ focus_app: () => ({ ok: false, error: new Disconnected("disconnected", "the link closed") }) }, "action"],
    ];
    for (const [answers, errorType] of refusals) {
      const { outcome } = await run({ type: "focus_app", app_name: "Slack" }, answers);
      assert.deepEqual(
        { ok: outcome.ok, errorType: "errorType" in outcome ? outcome.errorType : undefined },
        { ok: false, errorType },
      );
    }
  });
});
