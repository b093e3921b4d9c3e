import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { DESKTOPS } from "../../../support/index.ts";
import { simMacForTests } from "../../../support/sim-mac.ts";
import { PIPE_BUFFER_BYTES } from "../../../sim/hs/task.ts";

const TABS = 400;

describe(`${TABS} Chrome tabs: more output than osascript's pipe holds`, () => {
  const dual = JSON.parse(readFileSync(join(DESKTOPS, "dev-dual.json"), "utf8"));
  dual.tabs = Array.from({ length: TABS }, (_, i) => ({
    index: i + 1,
    id: 20_000 + i,
    windowIndex: 1,
    localIndex: i + 1,
    title: `Café résumé ${i}: ${"a long page title that people keep open for weeks ".repeat(2)}`,
    url: `https://example.com/articles/${i}`,
    domain: "example.com",
    active: i === 0,
  }));
  const sim = simMacForTests({ desktop: dual, tempHome: true });

  it("lists every tab (the output is read as it comes, not at exit)", async () => {
    const { tabs } = await sim.agent!.spoon.read("list_tabs", {});
    assert.equal(tabs.length, TABS);
    assert.ok(JSON.stringify(tabs).length > PIPE_BUFFER_BYTES, "the listing is larger than the pipe");
    assert.equal(
      tabs[399]!.title,
      `Café résumé 399: ${"a long page title that people keep open for weeks ".repeat(2)}`,
    );
  });

  it("closes tabs by identity among them", async () => {
    const { spoon } = sim.agent!;
    const targets = [1, 200, 399].map((i) => ({ id: String(20_000 + i), url: `https://example.com/articles/${i}` }));
    const closed = await spoon.read("close_tab", { tabs: targets });
    assert.equal(closed.closed.length, 3);
    const left = (await spoon.read("snapshot", {})).tabs;
    assert.equal(left.length, TABS - 3);
    assert.ok(!left.some((t) => targets.some((target) => target.id === t.id)));
  });
});
