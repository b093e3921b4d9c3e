import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createRunner } from "../../../agent/src/app/index.ts";
import { Snapshot } from "../../../agent/src/contract/index.ts";
import { memoryPresetStore } from "../../../agent/src/store/index.ts";
import { DESKTOPS } from "../../support/index.ts";
import { jotterSpoon } from "./jotter-spoon.ts";

const JOTTER = { name: "Jotter", bundleID: "test.hs-claude.Jotter" };

/**
 * A Mac with Jotter installed (running or not) on the eval's dev-dual desktop: its snapshot, focus_app (launching
 * Jotter), and Jotter's own operation; a runner over it in `home`, on `clock`, `config` written as config.json.
 */
export function jotterMac(options: { home: string; clock: () => number; running: boolean; config?: object }) {
  const desktop = Snapshot.parse(JSON.parse(readFileSync(join(DESKTOPS, "dev-dual.json"), "utf8")));
  let running = options.running;
  const focused: string[] = [];
  const now = (): Snapshot => {
    const apps = desktop.apps.map((app) => ({ ...app, frontmost: false }));
    if (running) apps.push({ ...JOTTER, running: true, frontmost: true, hidden: false });
    return { ...desktop, apps, installedApps: [...desktop.installedApps, JOTTER] };
  };
  const spoon = jotterSpoon([], {
    snapshot: () => ({ ok: true, value: now() }),
    focus_app: ({ name }) => {
      focused.push(name);
      if (name === "Jotter") running = true;
      return { ok: true, value: { name, launched: name === "Jotter", frontmost: true } };
    },
  });
  if (options.config) writeFileSync(join(options.home, "config.json"), JSON.stringify(options.config));
  const { home, clock } = options;
  const runner = createRunner({
    spoon,
    presets: memoryPresetStore([]),
    home,
    terminal: false,
    clock,
    sleep: async () => {},
  });
  return { spoon, runner, focused, desktop: now };
}
