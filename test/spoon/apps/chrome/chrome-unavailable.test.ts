import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { openDesktop } from "../../../../agent/src/cli/desktop.ts";
import { execContract, readContractInput } from "../../../../agent/src/cli/exec.ts";
import { envelope } from "../../../support/cli.ts";
import { DESKTOPS, tempHome } from "../../../support/index.ts";

type Desktop = Record<string, unknown> & { apps: { name: string }[]; installedApps: { name: string }[] };
const dual = (): Desktop => JSON.parse(readFileSync(join(DESKTOPS, "dev-dual.json"), "utf8"));

function withoutChrome(): Desktop {
  const d = dual() as Desktop & { windows: { app: string }[]; apps: { name: string; frontmost: boolean }[] };
  const apps = d.apps.filter((a) => a.name !== "Google Chrome").map((a) => ({ ...a, frontmost: a.name === "Slack" }));
  return {
    ...d,
    apps,
    installedApps: d.installedApps.filter((a) => a.name !== "Google Chrome"),
    windows: d.windows.filter((w) => w.app !== "Google Chrome"),
    tabs: [],
    defaultBrowser: "com.apple.Safari",
  };
}

const cases: [string, () => Desktop, RegExp][] = [
  ["Chrome is not installed", withoutChrome, /Google Chrome is not installed/],
  [
    "Automation for Chrome is denied",
    () => ({ ...dual(), automation: { "Google Chrome": "denied" } }),
    /Hammerspoon may not control Google Chrome: allow it in System Settings › Privacy & Security › Automation/,
  ],
  [
    "macOS is still asking whether Hammerspoon may control Chrome",
    () => ({ ...dual(), automation: { "Google Chrome": "pending" } }),
    /Google Chrome did not answer within 5 s: if macOS asks whether Hammerspoon may control Google Chrome, allow it/,
  ],
];

for (const [what, desktop, reason] of cases) {
  describe(`a snapshot does not depend on Chrome: ${what}`, () => {
    const exec = async (contract: string) => {
      const home = tempHome();
      const file = join(home.path, "desktop.json");
      writeFileSync(file, JSON.stringify(desktop()));
      const sim = await openDesktop(file, { home: home.path });
      try {
        return await execContract(sim, readContractInput(contract), { yes: true });
      } finally {
        await sim.close();
        home.remove();
      }
    };

    it("reads the desktop with no tabs and says why, and other commands work", async () => {
      const { output, code } = await exec(envelope({ type: "focus_app", app_name: "Slack" }));
      assert.equal(code, 0, output.result.message);
      assert.deepEqual(output.after.tabs, [], "the tabs read: none");
      assert.match(output.after.tabsUnavailable ?? "", reason);
    });

    it("refuses tab commands with the cause and the fix", async () => {
      const { output, code } = await exec(envelope({ type: "switch_tab", tab_index: 1 }));
      assert.equal(code, 2);
      assert.match(output.result.error!, reason);
      const listed = await exec(envelope({ type: "list_tabs" }));
      assert.equal(listed.code, 1);
      assert.match(listed.output.result.error!, reason);
    });
  });
}
