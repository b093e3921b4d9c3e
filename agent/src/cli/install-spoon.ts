import { execFileSync } from "node:child_process";
import { cpSync, existsSync, lstatSync, mkdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { homedir, platform } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { InputError } from "../errors/index.ts";
import { EXIT } from "./exit.ts";
import { printOut } from "./print.ts";

/** Where and how `hs-claude install-spoon` installs, and where what it says goes. */
export interface InstallSpoon {
  /** The hs-claude package (or clone) whose Spoon and agent are installed. */
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
 * The hs-claude package this code runs from, with a trailing slash: the first folder above it whose package.json is
 * hs-claude's (the bundle lies in its dist/agent, the sources in its agent/src). None for the agent a Spoon carries.
 */
export function packageRoot(from: string = fileURLToPath(import.meta.url)): string | undefined {
  for (let folder = dirname(from); folder !== dirname(folder); folder = dirname(folder)) {
    try {
      const { name } = JSON.parse(readFileSync(join(folder, "package.json"), "utf8")) as { name?: unknown };
      if (name === "hs-claude") return `${folder}/`;
    } catch {
      // No package.json here, or not JSON: the folder above, then.
    }
  }
  return undefined;
}

/**
 * Puts the package's Spoon (dist/Claude.spoon) into ~/.hammerspoon/Spoons (a symlink, so a rebuild or an upgrade is
 * picked up by a reload; a copy with `copy`) and records the package's agent in the Spoon's settings. A folder there
 * that is not our link, without `copy`, is an InputError naming what to do.
 */
export function installSpoon({ root, home, copy, defaults, print }: InstallSpoon): void {
  const built = join(root, "dist/Claude.spoon");
  const agent = join(root, "bin/hs-claude.js");
  const spoons = join(home, ".hammerspoon/Spoons");
  const target = join(spoons, "Claude.spoon");
  if (!existsSync(join(built, "init.lua")))
    throw new InputError(`no Spoon built at ${built}: npm run build in ${root}`);
  mkdirSync(spoons, { recursive: true });
  const present = lstatSync(target, { throwIfNoEntry: false });
  if (present) {
    if (!present.isSymbolicLink() && !copy)
      throw new InputError(`${target} is a folder, not our link: remove it, or run with --copy to replace it`);
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

/** `hs-claude install-spoon [--copy]`: the Spoon of the package this CLI runs from, for Hammerspoon. */
export function installSpoonVerb(copy: boolean): number {
  const root = packageRoot();
  if (root === undefined)
    throw new InputError("install-spoon runs from the hs-claude package (npm install -g) or a clone");
  installSpoon({
    root,
    home: process.env.HOME ?? homedir(),
    copy,
    // hs.settings is Hammerspoon's user defaults; `defaults` writes them (tests give a stand-in).
    defaults: process.env.HS_CLAUDE_DEFAULTS_COMMAND ?? (platform() === "darwin" ? "/usr/bin/defaults" : undefined),
    print: (line) => printOut(`${line}\n`),
  });
  return EXIT.done;
}
