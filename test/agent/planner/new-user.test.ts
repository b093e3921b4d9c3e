import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { Snapshot } from "../../../agent/src/contract/index.ts";
import { answerOffline } from "../../../agent/src/query/index.ts";
import { planOffline } from "../../../agent/src/registry/index.ts";
import { DEFAULT_DESKTOP } from "../../sim/index.ts";
import { DESKTOPS } from "../../support/index.ts";

/** The commands a new user typed, trying it out, on the built-in desktop and the evaluation's. */
const home = Snapshot.parse(JSON.parse(readFileSync(DEFAULT_DESKTOP, "utf8")));
const dual = Snapshot.parse(JSON.parse(readFileSync(join(DESKTOPS, "dev-dual.json"), "utf8")));

const plansAs = (text: string, expected: object[], snapshot = home) => {
  const envelope = planOffline(text, snapshot);
  assert.equal(envelope.needs_clarification, false, `${text}: ${envelope.clarification_reason}`);
  assert.deepEqual(envelope.commands, expected, `the commands planned for "${text}"`);
};

describe("the offline planner on what a new user typed", () => {
  it("drops the words that address it: 'hey claude', 'claude,', 'ok claude'", () => {
    const left = [{ type: "place_app", app_name: "Google Chrome", bounds: [0, 25, 1280, 1370] }];
    for (const text of ["hey claude, chrome left half", "Claude, chrome left half", "ok claude chrome left half"])
      plansAs(text, left, dual);
    plansAs("open claude", [{ type: "open_url", url: "https://claude.ai/" }], dual);
  });
});

describe("questions a new user asked", () => {
  it("routes 'which apps have no windows?' to the query that answers it, though it says 'no'", () => {
    for (const text of ["which apps have no windows?", "what apps don't have any windows"]) {
      const envelope = planOffline(text, home);
      assert.equal(envelope.needs_clarification, false, `${text}: ${envelope.clarification_reason}`);
      const [query] = envelope.commands as { type: string; question: string }[];
      assert.equal(query?.type, "query", text);
      assert.equal(answerOffline(query!.question, home), "No windows: Finder", `the answer to "${text}"`);
    }
    assert.equal(planOffline("don't close slack", home).needs_clarification, true, "an order not to do it still asks");
  });
});

describe("listing presets", () => {
  it("answers 'list presets' with the saved presets, and activates none", () => {
    for (const text of ["list presets", "show me my presets", "list my saved layouts", "what presets do i have"]) {
      const envelope = planOffline(text, dual);
      assert.equal(envelope.needs_clarification, false, `${text}: ${envelope.clarification_reason}`);
      const [query] = envelope.commands as { type: string; question: string }[];
      assert.equal(query?.type, "query", text);
      assert.match(answerOffline(query!.question, dual)!, /^Presets: code space/, `the answer to "${text}"`);
    }
  });
});

describe("personal words", () => {
  it("never offers to learn a function word: 'close the tab' asks which tab, and teaches nothing", () => {
    const envelope = planOffline("close the tab", dual);
    assert.equal(envelope.needs_clarification, true, "which tab is not said");
    assert.equal(envelope.clarification_reason, "which tab? Name its site or title, or pick one");
    assert.equal(envelope.candidates?.length, dual.tabs.length, "every tab is offered");
    assert.deepEqual(
      envelope.candidates!.filter((c) => c.alias).map((c) => c.alias),
      [],
      "the words offered to be learned",
    );
    assert.equal(planOffline("close the that tab", dual).clarification_reason, envelope.clarification_reason);
    const unknown = planOffline("close the docs page tab", dual);
    assert.equal(unknown.clarification_reason, 'no open tab matches "docs page": which one do you mean?');
    const word = unknown.candidates?.[0]?.alias;
    assert.deepEqual(word, { phrase: "docs page", site: "github.com" }, "a real word is still learned");
  });
});

describe("a two-part command that asks a question", () => {
  const left = { type: "place_app", app_name: "Terminal", bounds: [0, 33, 756, 982] };

  it("offers choices that each carry the whole plan: the clear part and the chosen one", () => {
    const envelope = planOffline("terminal left half and switch to docs", home);
    assert.equal(envelope.needs_clarification, true, "two tabs are docs");
    assert.deepEqual(
      envelope.candidates?.map((c) => c.commands),
      [
        [left, { type: "switch_tab", tab_index: 3 }],
        [left, { type: "switch_tab", tab_index: 4 }],
      ],
      "the commands of each choice",
    );
  });

  it("carries the clauses after the question too, and offers nothing when they cannot be planned", () => {
    const envelope = planOffline("switch to docs then terminal left half", home);
    assert.deepEqual(
      envelope.candidates?.map((c) => c.commands),
      [
        [{ type: "switch_tab", tab_index: 3 }, left],
        [{ type: "switch_tab", tab_index: 4 }, left],
      ],
      "the commands of each choice",
    );
    const unplanned = planOffline("switch to docs and frobnicate slack", home);
    assert.equal(unplanned.needs_clarification, true);
    assert.deepEqual(unplanned.candidates ?? [], [], "no choice stands for only part of the command");
  });
});

describe("centering a hidden app's minimized window", () => {
  it("centers it as placing does (placing unhides and unminimizes it), instead of saying it has no window", () => {
    const notes = home.windows.find((w) => w.app === "Notes")!;
    assert.ok(notes.minimized && home.apps.find((a) => a.name === "Notes")!.hidden, "Notes is hidden, minimized");
    plansAs("notes left half", [{ type: "place_app", app_name: "Notes", bounds: [0, 33, 756, 982] }]);
    plansAs("center notes", [{ type: "place_app", app_name: "Notes", bounds: [306, 182, 1206, 832] }]);
  });
});

describe("a page meant for Safari", () => {
  it("opens it in Safari, not Chrome: 'open safari and go to apple.com', 'open apple.com in safari'", () => {
    plansAs("open apple.com in safari", [{ type: "safari_open_url", url: "https://apple.com/" }], dual);
    plansAs(
      "open safari and go to apple.com",
      [
        { type: "focus_app", app_name: "Safari" },
        { type: "safari_open_url", url: "https://apple.com/" },
      ],
      dual,
    );
    plansAs(
      "open safari and open slack",
      [
        { type: "focus_app", app_name: "Safari" },
        { type: "focus_app", app_name: "Slack" },
      ],
      dual,
    );
  });
});
