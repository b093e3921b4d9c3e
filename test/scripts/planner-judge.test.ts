import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { coverage, judge, normalUrl, readCases, sameCommand } from "../../scripts/planner-judge.ts";
import { tempHome } from "../support/index.ts";

const plan = (...commands: object[]) => ({ commands, needs_clarification: false });
const question = { commands: [], needs_clarification: true };

describe("the planner's judge", () => {
  it("a plan is correct when it is the expected one, in order, or any one of any_of", () => {
    const [slack, chrome] = [
      { type: "focus_app", app_name: "Slack" },
      { type: "focus_app", app_name: "Chrome" },
    ];
    assert.equal(judge({ commands: [slack, chrome] }, plan(slack, chrome)), "correct");
    assert.equal(judge({ commands: [slack, chrome] }, plan(chrome, slack)), "wrong");
    assert.equal(judge({ commands: [slack, chrome], unordered: true }, plan(chrome, slack)), "correct");
    assert.equal(judge({ commands: [slack, slack], unordered: true }, plan(slack, chrome)), "wrong");
    assert.equal(judge({ commands: [slack] }, plan(slack, chrome)), "wrong");
    assert.equal(judge({ any_of: [[chrome], [slack]] }, plan(slack)), "correct");
  });

  it("a question or no command is deferred where a plan is expected, correct where a question is, never wrong", () => {
    assert.equal(judge({ commands: [{ type: "list_apps" }] }, question), "deferred");
    assert.equal(judge({ commands: [{ type: "list_apps" }] }, plan()), "deferred");
    assert.equal(judge({ commands: [{ type: "list_apps" }] }, {}), "deferred");
    assert.equal(judge({ clarify: true }, question), "correct");
    assert.equal(judge({ clarify: true }, plan({ type: "list_apps" })), "wrong");
  });

  it("compares close_tab's indices as sets, open_url's URLs normalized, a query by its type", () => {
    const close = (tab_indices: unknown) => ({ type: "close_tab", tab_indices });
    assert.ok(sameCommand(close([10, 9, 2]), close([2, 9, 10])));
    assert.ok(!sameCommand(close([1, 2]), close([1])));
    assert.ok(!sameCommand(close([1]), close("1")));
    const open = (url: string) => ({ type: "open_url", url });
    assert.ok(sameCommand(open("youtube.com"), open("https://www.YouTube.com/")));
    assert.ok(sameCommand(open("https://a.com/x?q=1"), open("http://a.com/x/?q=1#top")));
    assert.ok(!sameCommand(open("a.com/x"), open("a.com/y")));
    assert.ok(!sameCommand(open("a.com"), open("a.com:8080")));
    assert.ok(sameCommand({ type: "query", question: "how many tabs?" }, { type: "query", question: "count tabs" }));
  });

  it("compares place_app by its bounds when given (the monitor then aside), else by no bounds and the monitor", () => {
    const place = (more: object) => ({ type: "place_app", app_name: "Slack", ...more });
    const bounds = [0, 0, 100, 100];
    assert.ok(sameCommand(place({ bounds, monitor: "left" }), place({ bounds, monitor: "right" })));
    assert.ok(!sameCommand(place({ bounds }), place({ bounds: [0, 0, 100, 99] })));
    assert.ok(!sameCommand(place({ bounds }), { ...place({ bounds }), app_name: "Chrome" }));
    assert.ok(sameCommand(place({ monitor: "left" }), place({ monitor: "left", bounds: [] })));
    assert.ok(!sameCommand(place({ monitor: "left" }), place({ monitor: "left", bounds })));
    assert.ok(!sameCommand(place({ monitor: "left" }), place({ monitor: "right" })));
    assert.ok(!sameCommand(place({}), place({ monitor: "left" })), "a monitor the case does not give");
  });

  it("compares any other command by every field the case gives, a field left out as null", () => {
    const key = { type: "press_key", key: "k", modifiers: ["cmd", "shift"] };
    assert.ok(sameCommand(key, { ...key, extra: 1 }));
    assert.ok(!sameCommand(key, { ...key, modifiers: ["shift", "cmd"] }));
    assert.ok(sameCommand({ type: "list_tabs", app: null }, { type: "list_tabs" }));
    assert.ok(!sameCommand({ type: "list_tabs" }, null));
    assert.ok(!sameCommand({ type: "list_tabs" }, { type: "list_apps" }));
  });

  it("normalizes a URL without throwing on what is no URL", () => {
    assert.equal(normalUrl("HTTPS://user@WWW.Example.COM:0443/a//?b=1#c"), "example.com:443/a?b=1");
    assert.equal(normalUrl("not a url at all"), "not a url at all");
    assert.equal(normalUrl(""), "");
  });

  it("counts coverage over the cases that expect a plan, and reads a file of cases naming a bad line", () => {
    const test = (clarify: boolean) => ({ id: "x", desktop: "d", command: "c", expect: { clarify } });
    const judged = [
      { test: test(false), verdict: "correct" },
      { test: test(false), verdict: "deferred" },
      { test: test(true), verdict: "correct" },
    ];
    assert.deepEqual(coverage(judged), { planned: 1, actionable: 2, share: 0.5 });
    assert.deepEqual(coverage([]), { planned: 0, actionable: 0, share: 1 });
    const folder = tempHome();
    try {
      const file = join(folder.path, "cases.jsonl");
      writeFileSync(file, `${JSON.stringify(test(true))}\n\n{"id": "y"}\n`);
      assert.throws(() => readCases(file), {
        message: `${file}:3: a case has an id, a desktop, a command and what it expects`,
      });
      writeFileSync(file, `${JSON.stringify(test(true))}\n`);
      assert.deepEqual(readCases(file), [test(true)], "the cases read, the blank line skipped");
    } finally {
      folder.remove();
    }
  });
});
