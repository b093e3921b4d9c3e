import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { tempHome } from "../../support/index.ts";
import { sayInCommandBar, simMacsPerTest } from "../../support/sim-mac.ts";
import type { SimMac } from "../../sim/index.ts";

const FOLLOW_CONFIG = "As the Agent's config.json Says";

/** The menu's Settings › Apps: each app with tools of its own, checked when allowed, over config.json's apps.deny. */
describe("the menu bar's Settings › Apps", () => {
  let home: ReturnType<typeof tempHome>;
  let sim: SimMac;
  before(() => {
    home = tempHome();
    writeFileSync(join(home.path, "config.json"), JSON.stringify({ apps: { deny: ["Calendar"] } }));
  });
  after(() => home.remove());
  const startMac = simMacsPerTest();

  const say = (text: string) => sayInCommandBar(sim, text);
  const checked = () => sim.mac.onScreen().menubars[0]!.checked(["Settings", "Apps"]);
  const titles = () => (sim.appState("Notes") as { notes: { title: string }[] }).notes.map((note) => note.title);

  it("turns an app's tools off and on, over config.json's apps.deny, and follows config.json again", async () => {
    sim = await startMac({ home: home.path });
    await sim.settle();
    assert.deepEqual(
      checked(),
      [FOLLOW_CONFIG, "Finder", "Music", "Notes", "Safari", "Spotify"],
      "config.json denies Calendar",
    );

    await sim.person.clickMenubar(["Settings", "Apps", "Notes"]);
    assert.deepEqual(checked(), ["Finder", "Music", "Safari", "Spotify"], "Notes unchecked, over config.json");
    assert.match(await say("new note errands: post office"), /the tools of Notes are turned off.*Settings › Apps/);
    assert.ok(!titles().includes("errands"), "refused: no note made");

    await sim.person.clickMenubar(["Settings", "Apps", "Calendar"]);
    assert.match(await say("what's on my calendar today"), /Standup/, "Calendar allowed in the menu");

    await sim.person.clickMenubar(["Settings", "Apps", FOLLOW_CONFIG]);
    assert.deepEqual(
      checked(),
      [FOLLOW_CONFIG, "Finder", "Music", "Notes", "Safari", "Spotify"],
      "config.json's again",
    );
    assert.match(await say("new note errands: post office"), /created the note "errands"/);
    assert.match(await say("what's on my calendar today"), /the tools of Calendar are turned off/);
  });
});
