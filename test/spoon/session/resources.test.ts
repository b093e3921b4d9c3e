import assert from "node:assert/strict";
import { join } from "node:path";
import { before, describe, it } from "node:test";
import { DESKTOPS, until } from "../../support/index.ts";
import { simMacForTests } from "../../support/sim-mac.ts";

describe("stop() leaves nothing on screen and nothing running", () => {
  const sim = simMacForTests({ desktop: join(DESKTOPS, "dev-dual.json"), tempHome: true });
  before(() => sim.lua(`spoon.Claude:bindHotkeys({ reconnect = { { "cmd", "alt", "ctrl" }, "R" } })`));

  it("after a question, an approval dialog and a wait for an app that is still starting", async () => {
    const { connection } = sim.agent!;
    const pending = [
      connection.call("choose", { prompt: "Which tab?", choices: ["r/programming", "r/macapps"] }),
      connection.call("ask_approval", { title: "Quit Spotify?", detail: "Unsaved work may be lost." }),
      connection.call("place_app", { name: "Figma", bundleID: "com.figma.Desktop", screenId: 1 }),
    ].map((call) =>
      call.then(
        () => "answered",
        (error: Error) => error.message,
      ),
    );
    await until(
      () => sim.mac.onScreen().dialogs.length === 1 && sim.mac.onScreen().choosers.length === 1,
      "both on screen",
    );
    const shown = sim.mac.onScreen();
    assert.deepEqual(shown.dialogs[0]!.dialog.buttons, ["Deny", "Approve"], "the approval dialog's buttons");
    assert.deepEqual(shown.choosers[0]!.rows, ["r/programming", "r/macapps"], "the chooser's rows");
    assert.deepEqual(shown.hotkeys, ["cmd+alt+ctrl+R"], "the hotkeys bound");
    assert.ok(sim.mac.running().timers >= 4, "the heartbeat, two person timeouts and the launch wait");

    await sim.lua("spoon.Claude:stop()");
    assert.deepEqual(sim.mac.onScreen(), {
      alerts: [],
      notifications: [],
      dialogs: [],
      choosers: [],
      webviews: [],
      menubars: [],
      hotkeys: [],
    });
    assert.deepEqual(sim.mac.running(), { timers: 0, tasks: 0 });
    for (const outcome of await Promise.all(pending)) assert.match(outcome, /closed|stopped/);
    assert.deepEqual(sim.mac.errors(), [], "errors in Hammerspoon's console");
  });
});
