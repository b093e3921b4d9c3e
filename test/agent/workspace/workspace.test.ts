import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { after, afterEach, before, beforeEach, describe, it } from "node:test";
import { runCommand } from "../../../agent/src/app/index.ts";
import { parseEnvelope, type Plan } from "../../../agent/src/registry/index.ts";
import { fileWorkspace, workspaceView } from "../../../agent/src/workspace/index.ts";
import { jotterMac } from "../../fakes/tiers/jotter-mac.ts";
import { registerJotter } from "../../fakes/tiers/jotter.ts";
import { tempHome } from "../../support/index.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function plan(...commands: object[]): Plan {
  const checked = parseEnvelope({ commands, needs_clarification: false, clarification_reason: null });
  assert.ok(checked.ok, checked.ok ? "" : checked.error);
  return checked.envelope;
}

describe("the workspace's staleness, on a fake clock", () => {
  let home: ReturnType<typeof tempHome>;
  beforeEach(() => (home = tempHome()));
  afterEach(() => home.remove());

  it("is fresh, stale, dormant, then archived as the idle time grows, kept in the home", () => {
    let now = 1_000_000;
    const workspace = fileWorkspace(home.path, () => now);
    workspace.used({ apps: ["Jotter", "Finder"], focused: "Jotter", tools: ["jotter_add"] });
    const levels: string[] = [];
    for (const idle of [0, 1.9 * HOUR, 2 * HOUR, 23 * HOUR, 24 * HOUR, 6.9 * DAY, 7 * DAY, 8 * DAY]) {
      now = 1_000_000 + idle;
      // Another process reading the same home sees the same workspace.
      levels.push(fileWorkspace(home.path, () => now).now().level);
    }
    assert.deepEqual(
      levels,
      ["fresh", "fresh", "stale", "stale", "dormant", "dormant", "archived", "archived"],
      "the levels at 0, 1.9 h, 2 h, 23 h, 24 h, 6.9 d, 7 d and 8 d idle",
    );
    const kept = JSON.parse(readFileSync(join(home.path, "workspace.json"), "utf8"));
    assert.deepEqual(kept, {
      apps: ["Jotter", "Finder"],
      focused: "Jotter",
      lastActivity: 1_000_000,
      tools: ["jotter_add"],
    });
  });

  it("is used as kept when fresh, read again from the desktop when stale, empty when dormant or archived", () => {
    let now = 0;
    const workspace = fileWorkspace(home.path, () => now);
    workspace.used({ apps: ["Jotter"], focused: "Jotter", tools: [] });
    const desktop = {
      apps: [{ name: "Finder", bundleID: "com.apple.finder", running: true, frontmost: true, hidden: false }],
    } as Parameters<typeof workspaceView>[1];
    const seen = [HOUR, 3 * HOUR, 2 * DAY, 8 * DAY].map((idle) => {
      now = idle;
      const { level, apps, focused } = workspaceView(workspace.now(), desktop);
      return { level, apps, focused };
    });
    assert.deepEqual(
      seen,
      [
        { level: "fresh", apps: ["Jotter"], focused: "Jotter" },
        { level: "stale", apps: ["Finder"], focused: "Finder" },
        { level: "dormant", apps: [], focused: null },
        { level: "archived", apps: [], focused: null },
      ],
      "the workspace seen after 1 h, 3 h, 2 d and 8 d idle",
    );
  });
});

describe("an archived workspace", () => {
  let home: ReturnType<typeof tempHome>;
  let unregister: () => void;
  before(() => (unregister = registerJotter()));
  after(() => unregister());
  beforeEach(() => (home = tempHome()));
  afterEach(() => home.remove());

  it("blocks an app's tool, saying how to restore it, until 'restore my workspace' reopens its apps", async () => {
    let now = 5 * DAY;
    const mac = jotterMac({ home: home.path, clock: () => now, running: true });
    const run = (commands: object[]) => mac.runner.execute(plan(...commands), { yes: false, offline: true });
    assert.equal((await run([{ type: "jotter_add", text: "milk" }])).result.success, true);
    now += 8 * DAY;
    const blocked = await run([{ type: "jotter_add", text: "eggs" }]);
    assert.equal(blocked.result.success, false);
    assert.match(blocked.result.message, /^the workspace is archived \(unused for more than 7 days\)/);
    assert.match(blocked.result.message, /say "restore my workspace", or choose Restore Workspace in the menu bar/);
    // A desktop command runs, and does not wake the workspace.
    assert.equal((await run([{ type: "focus_app", app_name: "Finder" }])).result.success, true);
    assert.equal((await run([{ type: "jotter_add", text: "eggs" }])).result.success, false);
    assert.deepEqual(mac.spoon.lines, ["milk"], "Jotter's lines while archived");

    mac.focused.length = 0;
    const restored = await runCommand("restore my workspace", mac.runner, { offline: true, yes: false });
    assert.equal(restored.kind, "executed");
    assert.ok(restored.kind === "executed" && restored.result.success, JSON.stringify(restored));
    assert.equal(mac.focused.at(-1), "Jotter", "the app in front is opened last");
    assert.ok(mac.focused.includes("Jotter"), `the apps reopened: ${mac.focused.join(", ")}`);
    assert.equal(mac.runner.workspace?.().now.level, "fresh");
    assert.equal((await run([{ type: "jotter_add", text: "eggs" }])).result.success, true);
    assert.deepEqual(mac.spoon.lines, ["milk", "eggs"], "Jotter's lines once restored");
  });
});
