import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import { DEFAULT_DESKTOP } from "../../sim/index.ts";
import { simMacsPerTest } from "../../support/sim-mac.ts";

type Desktop = { apps: { name: string }[]; installedApps: { name: string }[]; windows: { app: string }[] };
const desktop = (): Desktop => JSON.parse(readFileSync(DEFAULT_DESKTOP, "utf8"));

/** The built-in desktop without Google Chrome: not running, not installed, none of its windows or tabs. */
function withoutChrome(): Desktop {
  const d = desktop();
  const other = ({ name, app }: { name?: string; app?: string }) => (name ?? app) !== "Google Chrome";
  return {
    ...d,
    apps: d.apps.filter(other),
    installedApps: d.installedApps.filter(other),
    windows: d.windows.filter(other),
    ...{ tabs: [], defaultBrowser: "com.apple.Safari" },
  };
}

const TAB = { id: "501", url: "https://github.com/hs-claude/hs-claude/pulls" };

describe("a script that fails names the app it was for, and what to do", () => {
  const startMac = simMacsPerTest();

  it("an app that is not installed: its operation says so, by the app's name", async () => {
    const sim = await startMac({ desktop: withoutChrome() });
    const switched = await sim.agent!.spoon.call("switch_tab", TAB);
    assert.equal(switched.ok, false, "the tab cannot be switched to");
    assert.equal((switched as { error: Error }).error.message, "Google Chrome is not installed");
  });

  it("an app Hammerspoon may not send Apple events to: where to allow it, by the app's name", async () => {
    const sim = await startMac({ desktop: { ...desktop(), automation: { "Google Chrome": "denied" } } });
    const closed = await sim.agent!.spoon.call("close_tab", { tabs: [TAB] });
    assert.equal(closed.ok, false, "the tab cannot be closed");
    assert.equal(
      (closed as { error: Error }).error.message,
      "Hammerspoon may not control Google Chrome: allow it in " +
        "System Settings › Privacy & Security › Automation › Hammerspoon › Google Chrome",
    );
  });
});
