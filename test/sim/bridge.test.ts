import assert from "node:assert/strict";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { DESKTOPS } from "../support/index.ts";
import { ManualClock } from "./clock.ts";
import { BUNDLE } from "./index.ts";
import { loadDesktopFile } from "./load-desktop.ts";
import { SimulatedMac } from "./mac.ts";

/** `{"deeper":[{"deeper":[...{"deeper":"bottom"}...]}]}`, `levels` objects deep. */
function nested(levels: number): string {
  return '{"deeper":['.repeat(levels - 1) + '{"deeper":"bottom"}' + "]}".repeat(levels - 1);
}

/** Lua that walks a value made by `nested` down to its bottom. */
const WALK = `local t = ... while type(t.deeper) == "table" do t = t.deeper[1] end return t.deeper`;

describe("the bridge carries values nested deeper than Lua's guaranteed stack room, as LuaSkin grows the stack", () => {
  let mac: SimulatedMac;
  before(async () => {
    const desktop = loadDesktopFile(join(DESKTOPS, "dev-dual.json"));
    mac = await SimulatedMac.boot({ desktop, bundle: BUNDLE, clock: new ManualClock(), costs: "none" });
  });
  after(() => mac.shutdown());

  it("a deep value decoded by hs.json reaches Lua whole, and goes back to TypeScript whole", () => {
    for (let round = 0; round < 3; round++) {
      const text = nested(200);
      assert.equal(mac.run(`return (function(...) ${WALK} end)(hs.json.decode([[${text}]]))`), "bottom");
      assert.equal(mac.run(`return hs.json.encode(hs.json.decode([[${text}]]))`), text);
    }
    assert.deepEqual(mac.errors(), [], "no error in the console");
  });
});
