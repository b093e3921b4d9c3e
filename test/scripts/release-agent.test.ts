import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { after, before, describe, it } from "node:test";
import { unzipSync } from "fflate";
import { packRelease } from "../../scripts/spoon-release.ts";
import { freePort, REPO, tempHome } from "../support/index.ts";
import { sayInCommandBar, simMacsPerTest, untilSeen } from "../support/sim-mac.ts";

/**
 * `npm run release`'s zip, unzipped alone (no clone, no node_modules anywhere above it): a Spoon that carries its
 * agent, and whose start() runs it with the node it is given.
 */
describe("the release's Spoon carries its agent", () => {
  let folder: ReturnType<typeof tempHome>;
  let spoons: string;
  const startMac = simMacsPerTest();
  before(() => {
    folder = tempHome();
    spoons = join(folder.path, "Spoons");
    // What scripts/release.ts packs, in this process (the tests build the bundles once, before they run).
    for (const [name, bytes] of Object.entries(
      unzipSync(readFileSync(packRelease(REPO, join(folder.path, "release")).out)),
    )) {
      if (name.endsWith("/")) continue;
      mkdirSync(dirname(join(spoons, name)), { recursive: true });
      writeFileSync(join(spoons, name), bytes);
    }
  });
  after(() => folder.remove());

  it("its agent runs with node alone: its version, its help; mcp and --sim say what they need", () => {
    const agent = join(spoons, "Claude.spoon/agent/hs-claude.cjs");
    const env = { PATH: process.env.PATH ?? "", HOME: folder.path, HS_CLAUDE_HOME: join(folder.path, "agent-home") };
    const version = spawnSync(process.execPath, [agent, "--version"], { cwd: folder.path, encoding: "utf8", env });
    assert.deepEqual([version.status, version.stdout, version.stderr], [0, "hs-claude 0.1.0\n", ""]);
    const help = spawnSync(process.execPath, [agent, "serve", "--help"], { cwd: folder.path, encoding: "utf8", env });
    assert.match(help.stdout, /hs-claude serve \[--port N\]/);
    // What needs the package's other packages says so in a line.
    for (const [args, needs] of [
      [["run", "--sim", "--offline", "chrome left half"], "wasmoon"],
      [["mcp"], "@modelcontextprotocol/sdk"],
    ] as const) {
      const run = spawnSync(process.execPath, [agent, ...args], { cwd: folder.path, encoding: "utf8", env });
      assert.equal(run.status, 1);
      assert.equal(
        run.stderr,
        `hs-claude: this hs-claude cannot load ${needs}: the agent a Spoon carries serves the Spoon only, not --sim ` +
          "or mcp; for them install hs-claude (npm install -g), or run npm ci in a clone\n",
      );
    }
  });

  it("start() with no agent path runs the agent in the Spoon's folder; a command runs; stop() ends it", async () => {
    const sim = await startMac({ agent: "none", spoons });
    const home = join(folder.path, "agent-home");
    const port = await freePort();
    await sim.lua(`hs.loadSpoon("Claude")
      spoon.Claude.logger.setLogLevel("info")
      spoon.Claude.port = ${port}
      spoon.Claude.home = ${JSON.stringify(home)}
      spoon.Claude.nodePath = ${JSON.stringify(process.execPath)}
      spoon.Claude:start()`);
    const title = () => sim.person.sees().menubar?.title;
    await untilSeen(sim, () => title() === "Claude", "the Spoon linked to the agent it started");
    const own = join(spoons, "Claude.spoon/agent/hs-claude.cjs");
    const started = sim.mac.console.find((line) => line.includes("started the hs-claude agent"));
    assert.match(
      started ?? "",
      new RegExp(`started the hs-claude agent ${own} with ${process.execPath} \\(pid \\d+\\)`),
    );
    assert.match(await sayInCommandBar(sim, "terminal left half"), /^✓/);
    assert.equal(sim.snapshot().windows.find((w) => w.app === "Terminal")?.frame.x, 0);
    await sim.lua(`spoon.Claude:stop()`);
    await untilSeen(sim, () => sim.mac.processes().length === 0, "the agent ended");
    assert.deepEqual(sim.mac.errors(), [], "errors in Hammerspoon's console");
  });

  it("its own agent goes before one an earlier install-spoon recorded: a Spoon and its agent match", async () => {
    const sim = await startMac({ agent: "none", spoons });
    const recorded = join(folder.path, "clone/bin/hs-claude.js");
    mkdirSync(dirname(recorded), { recursive: true });
    writeFileSync(recorded, "");
    await sim.lua(`hs.settings.set("Claude.agentPath", ${JSON.stringify(recorded)})
      hs.loadSpoon("Claude")
      spoon.Claude.logger.setLogLevel("info")
      spoon.Claude.port = ${await freePort()}
      spoon.Claude.home = ${JSON.stringify(join(folder.path, "agent-home"))}
      spoon.Claude.nodePath = ${JSON.stringify(process.execPath)}
      spoon.Claude:start()`);
    const started = () => sim.mac.console.find((line) => line.includes("started the hs-claude agent"));
    await untilSeen(sim, () => started() !== undefined, "the Spoon started an agent");
    assert.match(started()!, new RegExp(`agent ${join(spoons, "Claude.spoon/agent/hs-claude.cjs")} with `));
    await sim.lua(`spoon.Claude:stop()`);
    await untilSeen(sim, () => sim.mac.processes().length === 0, "the agent ended");
  });
});
