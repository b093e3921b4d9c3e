import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { DESKTOPS, freePort, REPO, tempHome } from "../../support/index.ts";
import { simMacForTests, untilSeen } from "../../support/sim-mac.ts";

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * The agent under the Spoon (spoon/src/supervisor): a real `hs-claude serve` process, started by the
 * Spoon's hs.task when no agent answers, restarted when it dies, ended by stop().
 */
describe("the agent the Spoon starts", () => {
  const sim = simMacForTests({ desktop: join(DESKTOPS, "dev-dual.json"), agent: "none" });
  // The home of the agent the Spoon starts; it goes once the Mac (and the agent with it) is gone.
  let home: ReturnType<typeof tempHome>;
  before(() => (home = tempHome()));
  after(() => home.remove());
  const title = () => sim.person.sees().menubar?.title;

  it("start() with no agent running starts one; killed, it is started again; stop() leaves nothing", async () => {
    const port = await freePort();
    await sim.lua(`hs.loadSpoon("Claude")
      spoon.Claude.port = ${port}
      spoon.Claude.home = ${JSON.stringify(home.path)}
      spoon.Claude.agentPath = ${JSON.stringify(join(REPO, "bin", "hs-claude.js"))}
      spoon.Claude.nodePath = ${JSON.stringify(process.execPath)}
      spoon.Claude:bindHotkeys({ commandBar = {{"cmd","shift"}, "A"} })
      spoon.Claude:start()`);
    assert.equal(title(), "Claude ⊘");
    await untilSeen(sim, () => title() === "Claude", "the Spoon linked to the agent it started");
    const [first] = sim.mac.processes();
    assert.ok(first !== undefined && alive(first), "a real agent process runs");

    process.kill(first, "SIGKILL");
    await untilSeen(sim, () => title() === "Claude ⊘", "the menu bar says disconnected");
    // A command typed meanwhile waits for the agent the Spoon is starting, then runs.
    await sim.person.pressKeys("cmd+shift+a");
    await sim.person.type("terminal left half");
    await sim.person.press("return");
    assert.deepEqual(
      sim.person.sees().alerts,
      ["Claude: terminal left half… (starting the agent)"],
      "the alerts shown while the agent starts",
    );
    await untilSeen(sim, () => title() === "Claude", "the Spoon started the agent again and linked");
    await untilSeen(sim, () => sim.person.sees().alerts.some((alert) => alert.startsWith("✓")), "the command ran");
    const terminal = sim.snapshot().windows.find((w) => w.app === "Terminal")!;
    assert.deepEqual(terminal.frame, { x: 0, y: 25, w: 1280, h: 1345 });
    const [second] = sim.mac.processes();
    assert.ok(second !== undefined && second !== first && alive(second));
    assert.match(sim.mac.console.join("\n"), /the hs-claude agent exited \(9\)/);

    await sim.lua(`spoon.Claude:stop()`);
    await untilSeen(sim, () => sim.mac.processes().length === 0, "the agent ended");
    assert.equal(alive(second), false);
    const screen = sim.mac.onScreen();
    assert.deepEqual([screen.hotkeys, screen.menubars], [[], []]);
    assert.deepEqual(sim.mac.running(), { timers: 0, tasks: 0 });
    assert.deepEqual(sim.mac.errors(), [], "errors in Hammerspoon's console");
  });
});

/** What the Spoon makes of its agent's output as hs.task hands it over (libtask.m). */
describe("the agent's output", () => {
  const sim = simMacForTests({ desktop: join(DESKTOPS, "dev-dual.json"), agent: "none" });
  let folder: ReturnType<typeof tempHome>;
  before(() => (folder = tempHome()));
  after(() => folder.remove());

  it("is read on past a read that ended mid-character (nil): its last error still says why it exited", async () => {
    // An "agent" that writes half of an é, waits until told, then says its port is taken and exits.
    const [agent, go] = [join(folder.path, "agent.sh"), join(folder.path, "go")];
    writeFileSync(
      agent,
      `printf 'starting caf\\303' >&2
      while [ ! -e '${go}' ]; do sleep 0.01; done
      printf 'port %s is in use: is another hs-claude serve running?\\n' "$3" >&2
      exit 1`,
    );
    await sim.lua(`hs.loadSpoon("Claude")
      spoon.Claude.logger.setLogLevel("info")
      spoon.Claude.port = ${await freePort()}
      spoon.Claude.agentPath = ${JSON.stringify(agent)}
      spoon.Claude.nodePath = "/bin/sh"
      spoon.Claude:start()`);
    await untilSeen(
      sim,
      () => sim.mac.processes().length === 1 && sim.mac.processesStarting() === 0,
      "its first output",
    );
    writeFileSync(go, "");
    const console = () => sim.mac.console.join("\n");
    await untilSeen(sim, () => /hs-claude agent (exited|serves this port)/.test(console()), "the agent exited");
    await sim.lua(`spoon.Claude:stop()`);
    assert.match(console(), /another hs-claude agent serves this port: the Spoon uses it/);
    assert.match(console(), /part of the agent's output was lost/);
    assert.deepEqual(sim.mac.errors(), [], "errors in Hammerspoon's console");
  });
});
