import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { DESKTOPS } from "../../../support/index.ts";
import { simMacForTests } from "../../../support/sim-mac.ts";

describe("a page title holding a lone UTF-16 surrogate", () => {
  const dual = JSON.parse(readFileSync(join(DESKTOPS, "dev-dual.json"), "utf8"));
  dual.tabs[0].title = "Emoji cut in half \ud83d here";
  const sim = simMacForTests({ desktop: dual, tempHome: true });

  it("hs.json.decode refuses it, as NSJSONSerialization may", async () => {
    assert.equal(await sim.lua(`return hs.json.decode('{"t":"\\\\ud83d x"}') == nil`), true);
  });

  it("still gives a snapshot, the title with U+FFFD in its place, and closing that tab works", async () => {
    const { spoon } = sim.agent!;
    const desktop = await spoon.read("snapshot", {});
    assert.equal(desktop.tabs[0]!.title, "Emoji cut in half \ufffd here");
    const closed = await spoon.read("close_tab", { tabs: [{ id: desktop.tabs[0]!.id, url: desktop.tabs[0]!.url }] });
    assert.deepEqual(
      closed.closed.map((t) => t.title),
      ["Emoji cut in half \ufffd here"],
      "the titles of the tabs closed",
    );
  });
});
