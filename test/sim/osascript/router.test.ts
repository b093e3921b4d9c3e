import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { realClock } from "../../../agent/src/util/clock.ts";
import { tallyModel } from "../../fakes/tally/sim-model.ts";
import { ChromeModel } from "../apps/chrome/chrome-model.ts";
import { chromeScriptable } from "../apps/chrome/chrome-scriptable.ts";
import { DEFAULT_DESKTOP } from "../index.ts";
import { loadDesktopFile } from "../load-desktop.ts";
import type { ScriptableApp } from "./apple-events.ts";
import { appsOnThisMac } from "./apps-on-this-mac.ts";
import { runOsascript } from "./osascript.ts";

const jxa = (script: string) => ["-l", "JavaScript", "-e", script];

/** A second modelled app beside Chrome: Tally, the test-only app, counting from 5. */
function twoApps(): { chrome: ChromeModel; tally: ScriptableApp; apps: Record<string, ScriptableApp> } {
  const chrome = new ChromeModel({
    running: true,
    windows: [{ id: 1, tabs: [], activeTabIndex: 1, minimized: false, mode: "normal" }],
  });
  const desktop = loadDesktopFile(DEFAULT_DESKTOP);
  desktop.running.push({ name: "Tally", bundleID: "test.hs-claude.Tally", pid: 900, hidden: false });
  const tally = tallyModel.start(desktop, { state: { count: 5 }, snapshot: desktop.snapshot(), file: {} });
  return { chrome, tally, apps: { "Google Chrome": chromeScriptable(chrome), Tally: tally } };
}

describe("osascript reaches whichever app a script addresses", () => {
  it("sends each JXA Application(name) to that app's model, and no other", () => {
    const { chrome, tally, apps } = twoApps();
    const both = runOsascript(
      jxa(
        'Application("Tally").add({ by: 2 }); ' +
          '[Application("Tally").count(), Application("Google Chrome").windows.length]',
      ),
      { apps },
    );
    assert.deepEqual([both.exitCode, both.stdout], [0, "7, 1\n"], `both apps answered: ${both.stderr}`);
    assert.deepEqual(tally.state?.(), { count: 7 }, "Tally's own state changed");
    assert.equal(chrome.windows.length, 1, "Chrome was only read");
    const byBundle = runOsascript(jxa('Application("test.hs-claude.Tally").count()'), { apps });
    assert.equal(byBundle.stdout, "7\n", "an app is reached by its bundle id too");
  });

  it("runs no AppleScript: the Spoon sends JXA, and an AppleScript fails unrun, changing nothing", () => {
    const { tally, apps } = twoApps();
    const told = runOsascript(["-e", 'tell application "Tally" to add by 2'], { apps });
    assert.equal(told.exitCode, 1);
    assert.match(told.stderr, /syntax error: the simulator runs JavaScript for Automation only.*\(-2741\)/);
    assert.deepEqual(tally.state?.(), { count: 5 }, "Tally was not reached");
  });

  it("answers for an installed app without a model as a Mac does for one that is not scriptable", () => {
    // The built-in desktop: Slack runs, Figma is installed but not running, no app is called Nope.
    const desktop = loadDesktopFile(DEFAULT_DESKTOP);
    const env = appsOnThisMac(desktop, realClock);
    const ask = (script: string) => runOsascript(jxa(script), env);
    assert.equal(ask('Application("Slack").running()').stdout, "true\n", "it is found, and running() needs no event");
    assert.match(ask('Application("Slack").windows()').stderr, /Error: Message not understood\. \(-1708\)/);
    assert.match(ask('Application("Figma").windows()').stderr, /Error: Application isn't running\. \(-600\)/);
    assert.match(ask('Application("Nope").windows()').stderr, /Error: Application can't be found\. \(-2700\)/);
    const chrome = ask('Application("Google Chrome").windows.length');
    assert.deepEqual([chrome.exitCode, chrome.stdout], [0, "2\n"], "Chrome is reached through its model");
  });
});
