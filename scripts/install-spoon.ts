// `npm run install-spoon [-- --copy]`: puts dist/Claude.spoon into ~/.hammerspoon/Spoons (a symlink,
// so a rebuild is picked up by a reload; --copy for a copy) and records the agent's path in the
// Spoon's settings, so the Spoon can start the agent itself.
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, lstatSync, mkdirSync, rmSync, symlinkSync } from "node:fs";
import { homedir, platform } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const built = join(root, "dist/Claude.spoon");
const agent = join(root, "bin/hs-claude.js");
const copy = process.argv.includes("--copy");
const spoons = join(process.env.HOME ?? homedir(), ".hammerspoon/Spoons");
const target = join(spoons, "Claude.spoon");
/** hs.settings is Hammerspoon's user defaults; `defaults` writes them (tests give a stand-in). */
const defaults = process.env.HS_CLAUDE_DEFAULTS_COMMAND ?? (platform() === "darwin" ? "/usr/bin/defaults" : undefined);

function fail(message: string): never {
  console.error(`install-spoon: ${message}`);
  process.exit(1);
}

if (!existsSync(join(built, "init.lua")))
  execFileSync(process.execPath, ["--import", "tsx", join(root, "scripts/build-spoon.ts")], { stdio: "inherit" });
mkdirSync(spoons, { recursive: true });
const present = existsSync(target) || lstatSync(target, { throwIfNoEntry: false })?.isSymbolicLink();
if (present) {
  const link = lstatSync(target).isSymbolicLink();
  if (!link && !copy) fail(`${target} is a folder, not our link: remove it, or run with --copy to replace it`);
  rmSync(target, { recursive: true, force: true });
}
if (copy) cpSync(built, target, { recursive: true });
else symlinkSync(built, target, "dir");
console.log(`${copy ? "copied" : "linked"} ${target}${copy ? "" : ` -> ${built}`}`);

if (defaults) {
  execFileSync(defaults, ["write", "org.hammerspoon.Hammerspoon", "Claude.agentPath", "-string", agent]);
  console.log(`recorded the agent for the Spoon: hs.settings Claude.agentPath = ${agent}`);
} else {
  console.log(`not a Mac: on one, the Spoon's setting Claude.agentPath would be ${agent}`);
}
console.log(`
Add to ~/.hammerspoon/init.lua, then reload Hammerspoon's config:

  hs.loadSpoon("Claude")
  spoon.Claude:bindHotkeys({ commandBar = {{"cmd", "shift"}, "A"}, cancel = {{"cmd", "shift"}, "."} })
  spoon.Claude:start()
`);
