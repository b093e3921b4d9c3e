import assert from "node:assert/strict";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { DESKTOPS } from "../support/index.ts";
import { ManualClock } from "./clock.ts";
import { loadDesktopFile } from "./load-desktop.ts";
import { SimulatedMac } from "./mac.ts";
import { BUNDLE } from "./index.ts";

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** What Hammerspoon on a real Mac does that is easy to get wrong, as its sources say, done by the simulated one too. */
describe("the simulated hs modules do what Hammerspoon's sources do", () => {
  const clock = new ManualClock();
  let mac: SimulatedMac;
  before(async () => {
    mac = await SimulatedMac.boot({ desktop: loadDesktopFile(join(DESKTOPS, "dev-dual.json")), bundle: BUNDLE, clock });
  });
  after(() => mac.shutdown());

  it("a webview deleted while shown closes once its fade ends, a turn later; a hidden one at once", async () => {
    mac.run(`heard, kept = {}, {}
      local function window(name)
        local hear = function(action) heard[#heard + 1] = name .. " " .. action end
        kept[name] = hs.webview.new({x = 0, y = 0, w = 100, h = 100}):windowCallback(hear):show()
        return kept[name]
      end
      window("shown"):delete()
      window("hidden"):hide():delete()`);
    assert.deepEqual(mac.run(`return heard`), ["hidden closing"], "what windowCallback heard before the fade ended");
    assert.equal(mac.onScreen().webviews.length, 1, "the window deleted while shown is still on screen");
    await turn();
    assert.deepEqual(mac.run(`return heard`), ["hidden closing", "shown closing"]);
    assert.equal(mac.onScreen().webviews.length, 0);
  });
});
