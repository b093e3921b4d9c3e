// `npm run install-spoon [-- --copy]`: puts dist/Claude.spoon into ~/.hammerspoon/Spoons (a symlink,
// so a rebuild is picked up by a reload; --copy for a copy) and records the agent's path in the
// Spoon's settings, so the Spoon can start the agent itself.
import { homedir, platform } from "node:os";
import { fileURLToPath } from "node:url";
import { installSpoon } from "./spoon-install.ts";

try {
  installSpoon({
    root: fileURLToPath(new URL("..", import.meta.url)),
    home: process.env.HOME ?? homedir(),
    copy: process.argv.includes("--copy"),
    /** hs.settings is Hammerspoon's user defaults; `defaults` writes them (tests give a stand-in). */
    defaults: process.env.HS_CLAUDE_DEFAULTS_COMMAND ?? (platform() === "darwin" ? "/usr/bin/defaults" : undefined),
    print: (line) => console.log(line),
  });
} catch (error) {
  console.error(`install-spoon: ${(error as Error).message}`);
  process.exit(1);
}
