import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { mainIn } from "../../support/capture.ts";
import { runCli } from "../../support/cli.ts";
import { DESKTOPS, tempHome } from "../../support/index.ts";
import { simMacsPerTest } from "../../support/sim-mac.ts";
import type { SimMac } from "../../sim/index.ts";

const DEV_DUAL = join(DESKTOPS, "dev-dual.json");

/**
 * Personal words: a clarification answered once is not asked again, even by another process (one real CLI process;
 * the other CLI calls run main() here, which reads the words from disk afresh at each call).
 */
describe("the person's own words for apps and the sites of tabs", () => {
  let home: ReturnType<typeof tempHome>;
  let sim: SimMac;
  before(() => (home = tempHome()));
  after(() => home.remove());
  const startMac = simMacsPerTest();

  /** A simulated Mac in the shared home; the person says `text` in the command bar and it waits for them. */
  async function sayInCommandBar(text: string) {
    sim = await startMac({ desktop: DEV_DUAL, home: home.path });
    await sim.lua(`spoon.Claude:bindHotkeys({ commandBar = {{"cmd","shift"}, "A"} })`);
    await sim.person.pressKeys("cmd+shift+a");
    await sim.person.type(text);
    await sim.person.press("return");
    await sim.settle();
  }

  it('learns "my editor" → Cursor from the chooser, and plans it offline in a new process', async () => {
    await sayInCommandBar("focus my editor");
    const chooser = sim.person.sees().chooser;
    assert.match(chooser?.query ?? "", /^$/);
    assert.ok(chooser?.rows.includes("Cursor"), JSON.stringify(chooser));
    await sim.person.type("Cursor");
    await sim.person.press("return");
    await sim.settle();
    assert.equal(sim.snapshot().apps.find((app) => app.frontmost)?.name, "Cursor");
    const words = JSON.parse(readFileSync(join(home.path, "aliases.json"), "utf8")) as { phrase: string }[];
    assert.deepEqual(
      words.map((word) => [word.phrase, (word as unknown as { app: string }).app]),
      [["my editor", "Cursor"]],
      "the words learned: phrase and app",
    );

    const planned = await runCli(["plan", "--context", DEV_DUAL, "--offline", "focus my editor"], {
      HS_CLAUDE_HOME: home.path,
      ANTHROPIC_API_KEY: "",
    });
    assert.equal(planned.code, 0, planned.stderr);
    const envelope = JSON.parse(planned.stdout) as { commands: unknown[]; source: string };
    assert.deepEqual(
      envelope.commands,
      [{ type: "focus_app", app_name: "Cursor" }],
      "the commands planned offline with the learned word",
    );
    assert.equal(envelope.source, "offline");

    const env = { HS_CLAUDE_HOME: home.path };
    const listed = await mainIn(["aliases"], env);
    assert.match(listed.stdout, /^"my editor" → Cursor {2}\(learned \d{4}-\d\d-\d\d\)\n$/);
    await sim.person.clickMenubar(["Settings", "Personal Words", "Forget “my editor” (Cursor)"]);
    await sim.settle();
    await assert.rejects(sim.person.clickMenubar(["Settings", "Personal Words", "(none learned yet)"]), /disabled/);
    const unknown = await mainIn(["aliases", "remove", "my editor"], env);
    assert.equal(unknown.code, 2);
    assert.match(unknown.stderr, /no word "my editor" was learned; known: none yet/);
    const again = await mainIn(["plan", "--context", DEV_DUAL, "--offline", "focus my editor"], env);
    assert.equal(again.code, 3, "forgotten: the planner asks again");
  });

  it('learns "the work tab" → the tab\'s site from the chooser, and plans it offline from the file', async () => {
    await sayInCommandBar("go to the work tab");
    assert.ok(sim.person.sees().chooser?.rows.some((row) => row.includes("(github.com)")));
    await sim.person.type("github.com");
    await sim.person.press("return");
    await sim.settle();
    const active = sim.snapshot().tabs.find((tab) => tab.windowIndex === 1 && tab.active);
    assert.equal(active?.domain, "github.com");
    const planned = await mainIn(["plan", "--context", DEV_DUAL, "--offline", "switch to my work tab"], {
      HS_CLAUDE_HOME: home.path,
    });
    assert.equal(planned.code, 0, planned.stderr);
    assert.deepEqual(
      JSON.parse(planned.stdout).commands,
      [{ type: "switch_tab", tab_index: 1 }],
      "the commands planned offline with the learned word",
    );
    const listed = await mainIn(["aliases"], { HS_CLAUDE_HOME: home.path });
    assert.match(listed.stdout, /^"work" → tabs on github\.com {2}\(learned /m);
  });
});
