import assert from "node:assert/strict";
import { chmodSync, lstatSync, mkdirSync, readFileSync, readlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, it } from "node:test";
import { installSpoon, packageRoot } from "../../../agent/src/cli/install-spoon.ts";
import { REPO, tempHome } from "../../support/index.ts";

/** `hs-claude install-spoon` (`npm run install-spoon`): the Spoon in ~/.hammerspoon/Spoons, its agent recorded. */
describe("hs-claude install-spoon", () => {
  let home: ReturnType<typeof tempHome>;
  let defaults: string;
  beforeEach(() => {
    home = tempHome();
    // A stand-in for /usr/bin/defaults that records what it was asked to write.
    defaults = join(home.path, "defaults");
    writeFileSync(defaults, `#!/bin/sh\necho "$@" >> "${home.path}/defaults.log"\n`);
    chmodSync(defaults, 0o755);
  });
  afterEach(() => home.remove());

  /** What the verb runs, in this process: its status, what it printed and its error line. */
  const install = (...args: string[]) => {
    let stdout = "";
    const print = (line: string) => (stdout += `${line}\n`);
    try {
      installSpoon({ root: REPO, home: home.path, copy: args.includes("--copy"), defaults, print });
      return { status: 0, stdout, stderr: "" };
    } catch (error) {
      return { status: 2, stdout, stderr: `hs-claude: ${(error as Error).message}\n` };
    }
  };
  const target = () => join(home.path, ".hammerspoon/Spoons/Claude.spoon");

  it("links the built Spoon, records the agent's path, and prints the init.lua lines; again is fine", () => {
    for (let time = 0; time < 2; time++) {
      const run = install();
      assert.equal(run.status, 0, run.stderr);
      assert.equal(readlinkSync(target()), join(REPO, "dist/Claude.spoon"));
      assert.match(run.stdout, /hs\.loadSpoon\("Claude"\)\n {2}spoon\.Claude:bindHotkeys/);
    }
    const written = readFileSync(join(home.path, "defaults.log"), "utf8").trim().split("\n");
    assert.deepEqual(
      written,
      [
        `write org.hammerspoon.Hammerspoon Claude.agentPath -string ${join(REPO, "bin/hs-claude.js")}`,
        `write org.hammerspoon.Hammerspoon Claude.agentPath -string ${join(REPO, "bin/hs-claude.js")}`,
      ],
      "the defaults written, once for each run",
    );
  });

  it("copies with --copy, and leaves a folder of someone else's alone without it", () => {
    mkdirSync(target(), { recursive: true });
    const refused = install();
    assert.equal(refused.status, 2);
    assert.match(refused.stderr, /is a folder, not our link: remove it, or run with --copy to replace it/);
    const copied = install("--copy");
    assert.equal(copied.status, 0, copied.stderr);
    assert.equal(lstatSync(target()).isSymbolicLink(), false);
    assert.equal(
      readFileSync(join(target(), "init.lua"), "utf8"),
      readFileSync(join(REPO, "dist/Claude.spoon/init.lua"), "utf8"),
    );
  });

  it("finds the package it runs from: the sources' and the bundle's; none for a bundle outside it", () => {
    assert.equal(packageRoot(join(REPO, "agent/src/cli/install-spoon.ts")), REPO);
    assert.equal(packageRoot(join(REPO, "dist/agent/hs-claude.cjs")), REPO);
    assert.equal(packageRoot(join(home.path, "Claude.spoon/agent/hs-claude.cjs")), undefined);
  });
});
