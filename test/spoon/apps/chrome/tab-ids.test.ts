import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { CLOSE_TABS, READ_CHROME_TABS, SWITCH_TAB } from "../../../../spoon/src/apps/chrome/jxa-scripts.ts";
import { ChromeModel, type ChromeTab } from "../../../sim/apps/chrome/chrome-model.ts";
import { runOsascript } from "../../../sim/osascript/osascript.ts";
import { chromeScriptable } from "../../../sim/apps/chrome/chrome-scriptable.ts";

const tab = (id: number, host: string): ChromeTab => ({ id, title: host, url: `https://${host}/`, loading: false });

function chrome(integerIds: boolean): ChromeModel {
  return new ChromeModel({
    running: true,
    integerIds,
    windows: [
      { id: 10, tabs: [tab(1, "a.test"), tab(2, "b.test")], activeTabIndex: 1, minimized: false, mode: "normal" },
      { id: 20, tabs: [tab(3, "c.test")], activeTabIndex: 1, minimized: false, mode: "normal" },
    ],
  });
}

/** One of the Spoon's scripts as hs.task runs it: `osascript -l JavaScript -e SCRIPT [argv]`. */
function run(model: ChromeModel, script: string, params?: object): unknown {
  const argv = params === undefined ? [] : [JSON.stringify(params)];
  const result = runOsascript(["-l", "JavaScript", "-e", script, ...argv], {
    apps: { "Google Chrome": chromeScriptable(model) },
  });
  assert.equal(result.stderr, "");
  const framed = /^(\d+):(.*)\n$/s.exec(result.stdout);
  assert.ok(framed, `framed output: ${result.stdout.slice(0, 80)}`);
  assert.equal(framed[2]!.length, Number(framed[1]), "the frame's length is the JSON's");
  return JSON.parse(framed[2]!);
}

describe("the Spoon's Chrome scripts treat tab ids as opaque strings", () => {
  for (const integerIds of [false, true]) {
    const build = integerIds ? "an older Chrome (integer ids)" : "current Chrome (string ids)";

    it(`lists ids as strings, and switches and closes by them, on ${build}`, () => {
      const model = chrome(integerIds);
      const listed = run(model, READ_CHROME_TABS) as { tabs: { id: unknown }[] };
      assert.deepEqual(
        listed.tabs.map((t) => t.id),
        ["1", "2", "3"],
        "the tab ids listed, as strings",
      );
      const switched = run(model, SWITCH_TAB, { id: "3", url: "https://c.test/" }) as { ok: boolean; id: unknown };
      assert.deepEqual([switched.ok, switched.id], [true, "3"]);
      assert.equal(model.windows[0]!.id, 20, "its window came to the front");
      const closed = run(model, CLOSE_TABS, { tabs: [{ id: "2", url: "https://b.test/" }] }) as {
        closed: { id: unknown }[];
      };
      assert.deepEqual(
        closed.closed.map((t) => t.id),
        ["2"],
        "the tab ids closed",
      );
      assert.deepEqual(
        model.windows.flatMap((w) => w.tabs.map((t) => t.id)),
        [3, 1],
        "the tab ids left in the model",
      );
    });
  }

  it("finds no tab for an id Chrome never gave (a number where Chrome gives strings)", () => {
    const model = chrome(false);
    const outcome = run(model, CLOSE_TABS, { tabs: [{ id: 2, url: "https://b.test/" }] }) as { closed: unknown[] };
    assert.deepEqual(outcome.closed, [], "an agent that sent numbers would close nothing: ids must stay strings");
  });
});
