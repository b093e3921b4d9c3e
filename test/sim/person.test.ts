import assert from "node:assert/strict";
import { join } from "node:path";
import { describe, it } from "node:test";
import { DESKTOPS } from "../support/index.ts";
import { simMacForTests, simMacsPerTest } from "../support/sim-mac.ts";

describe("the simulated Mac's person: hotkeys, the chooser and dialogs, through what is on screen", () => {
  const sim = simMacForTests({ desktop: join(DESKTOPS, "dev-dual.json"), tempHome: true });
  const startMac = simMacsPerTest();

  it("types into a question chooser, moves down and picks with Return", async () => {
    const { spoon } = sim.agent!;
    const asked = spoon.read("choose", { prompt: "Which tab?", choices: ["r/programming", "r/macapps", "Reddit"] });
    await sim.settle();
    assert.deepEqual(sim.person.sees().chooser, { query: "", rows: ["r/programming", "r/macapps", "Reddit"] });
    await sim.person.type("r/");
    assert.deepEqual(
      sim.person.sees().chooser?.rows,
      ["r/programming", "r/macapps"],
      "the chooser's rows that match what was typed",
    );
    await sim.person.press("down");
    await sim.person.press("return");
    assert.deepEqual(await asked, { index: 2 });
    assert.equal(sim.person.sees().chooser, undefined);
  });

  it("sees alerts for as long as alert.lua keeps them: seconds after nil placeholders are not read", async () => {
    await sim.lua(
      `hs.alert.show("for ten", 10); hs.alert.show("placeholders", nil, nil, 10); hs.alert.show("default")`,
    );
    assert.deepEqual(sim.person.sees().alerts, ["for ten", "placeholders", "default"], "the alerts shown");
    await sim.settle(3);
    assert.deepEqual(sim.person.sees().alerts, ["for ten"], "ipairs stops at the first nil: 2 s, the default");
  });

  it("answers an approval dialog by its button, and sees it gone", async () => {
    const asked = sim.agent!.spoon.read("ask_approval", { title: "Close 3 tabs?", detail: "2. r/programming" });
    await sim.settle();
    const [shown] = sim.person.sees().dialogs;
    assert.deepEqual([shown?.title, shown?.buttons], ["Close 3 tabs?", ["Deny", "Approve"]]);
    assert.match(shown!.text, /^2\. r\/programming\n/);
    await sim.person.answer("Deny");
    assert.deepEqual(await asked, { answer: "declined" });
    assert.deepEqual(sim.person.sees().dialogs, [], "the dialogs on screen: none");
  });

  it("lets a dialog the person leaves alone time out when the test lets 90 seconds pass", async () => {
    const asked = sim.agent!.spoon.read("ask_approval", { title: "Quit Spotify?", detail: "Unsaved work." });
    await sim.settle();
    assert.equal(sim.person.sees().dialogs.length, 1, "time does not skip while a person may still answer");
    await sim.settle(90);
    assert.deepEqual(await asked, { answer: "nobody" });
    assert.deepEqual(sim.person.sees().dialogs, [], "the dialogs on screen: none");
  });

  it("with nobody at the Mac, an agent's wait skips straight to the Spoon's own timeout", async () => {
    const absent = await startMac({ desktop: join(DESKTOPS, "dev-dual.json"), home: sim.home, person: "absent" });
    const askedAt = absent.clock.now();
    const asked = absent.agent!.spoon.read("ask_approval", { title: "Quit Spotify?", detail: "Unsaved work." });
    assert.deepEqual(await asked, { answer: "nobody" });
    assert.equal(absent.clock.now() - askedAt, 90_000);
  });

  it("presses a bound hotkey", async () => {
    await sim.lua(
      `__pressed = 0; __hk = hs.hotkey.bind({ "cmd", "shift" }, "A", function() __pressed = __pressed + 1 end)`,
    );
    await sim.person.pressKeys("cmd+shift+a");
    assert.equal(await sim.lua("return __pressed"), 1);
    await assert.rejects(sim.person.pressKeys("cmd+shift+z"), /no hotkey is bound to cmd\+shift\+z/);
    await assert.rejects(sim.person.clickMenubar(["Bookmarks"]), /no menu item "Bookmarks"; there are: Claude: /);
  });
});
