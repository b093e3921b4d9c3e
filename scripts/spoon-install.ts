import { execFileSync } from "node:child_process";
import { cpSync, existsSync, lstatSync, mkdirSync, rmSync, symlinkSync } from "node:fs";
import { join } from "node:path";

/** Where and how `npm run install-spoon` installs, and where what it says goes. */
export interface InstallSpoon {
  root: string;
  /** The person's home folder: the Spoon goes into its .hammerspoon/Spoons. */
  home: string;
  copy: boolean;
  /** The `defaults` command that writes hs.settings (Hammerspoon's user defaults); none when not on a Mac. */
  defaults: string | undefined;
  print(line: string): void;
}

/** Hammerspoon's init.lua lines that load the Spoon. */
const INIT_LINES = `
Add to ~/.hammerspoon/init.lua, then reload Hammerspoon's config:

  hs.loadSpoon("Claude")
  spoon.Claude:bindHotkeys({ commandBar = {{"cmd", "shift"}, "A"}, cancel = {{"cmd", "shift"}, "."} })
  spoon.Claude:start()
`;

/**
 * Puts dist/Claude.spoon into ~/.hammerspoon/Spoons (a symlink, so a rebuild is picked up by a reload; a copy with
 * `copy`) and records the agent's path in the Spoon's settings. A folder there that is not our link, without `copy`,
 * is an error naming what to do.
 */
export function installSpoon({ root, home, copy, defaults, print }: InstallSpoon): void {
  const built = join(root, "dist/Claude.spoon");
  const agent = join(root, "bin/hs-claude.js");
  const spoons = join(home, ".hammerspoon/Spoons");
  const target = join(spoons, "Claude.spoon");
  if (!existsSync(join(built, "init.lua")))
    execFileSync(process.execPath, ["--import", "tsx", join(root, "scripts/build-spoon.ts")], { stdio: "inherit" });
  mkdirSync(spoons, { recursive: true });
  const present = existsSync(target) || lstatSync(target, { throwIfNoEntry: false })?.isSymbolicLink();
  if (present) {
    const link = lstatSync(target).isSymbolicLink();
    if (!link && !copy)
      throw new Error(`${target} is a folder, not our link: remove it, or run with --copy to replace it`);
    rmSync(target, { recursive: true, force: true });
  }
  if (copy) cpSync(built, target, { recursive: true });
  else symlinkSync(built, target, "dir");
  print(`${copy ? "copied" : "linked"} ${target}${copy ? "" : ` -> ${built}`}`);
  if (defaults) {
    execFileSync(defaults, ["write", "org.hammerspoon.Hammerspoon", "Claude.agentPath", "-string", agent]);
    print(`recorded the agent for the Spoon: hs.settings Claude.agentPath = ${agent}`);
  } else {
    print(`not a Mac: on one, the Spoon's setting Claude.agentPath would be ${agent}`);
  }
  print(INIT_LINES);
}
