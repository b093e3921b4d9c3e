import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { Snapshot } from "../../../agent/src/contract/index.ts";
import { planOffline } from "../../../agent/src/registry/index.ts";
import { coverage, judge, type PlannerCase, readCases, type Verdict } from "../../../scripts/planner-judge.ts";
import { DESKTOPS, EVAL, REPO } from "../../support/index.ts";

/**
 * Commands as people type them (eval/planner-natural.jsonl: typos, politeness, synonyms, tab ranges,
 * "except", screen words, things we have no operation for; the "blind-" and "blind2-" categories were
 * written by helpers who had not seen the planner), planned in-process. The same file scores through the CLI with
 * `npm run eval`. Judged by the scorer's rules (scripts/planner-judge.ts): never wrong, and at least 85% of
 * actionable commands planned offline.
 */
const cases = readCases(join(EVAL, "planner-natural.jsonl"));
const desktops = new Map<string, Snapshot>();
const desktop = (name: string) => {
  if (!desktops.has(name))
    desktops.set(name, Snapshot.parse(JSON.parse(readFileSync(join(DESKTOPS, `${name}.json`), "utf8"))));
  return desktops.get(name)!;
};

/** The case planned offline, judged as `npm run eval` judges it through the CLI. */
function judged(test: PlannerCase): { test: PlannerCase; verdict: Verdict; got: unknown } {
  const envelope = planOffline(test.command, desktop(test.desktop));
  const verdict = judge(test.expect, envelope);
  return { test, verdict, got: verdict === "wrong" ? envelope.commands : envelope.clarification_reason };
}

/**
 * The dev set (eval/planner-dev.jsonl), judged in-process as the natural set is: npm test spawns the CLI once per
 * behaviour, not once per case; `tsx scripts/score-planner.ts eval/planner-dev.jsonl eval/desktops --offline` scores it
 * through the CLI as an outside check would.
 */
describe("offline planner on the dev set", () => {
  const verdicts = readCases(join(EVAL, "planner-dev.jsonl")).map(judged);

  it("is never wrong and plans at least 90% of the actionable commands", () => {
    const wrong = verdicts.filter((v) => v.verdict === "wrong");
    assert.deepEqual(
      wrong.map((v) => `${v.test.id} "${v.test.command}" -> ${JSON.stringify(v.got)}`),
      [],
      "the dev commands planned wrong: none",
    );
    const { planned, actionable, share } = coverage(verdicts);
    assert.ok(share >= 0.9, `${planned}/${actionable} planned`);
  });
});

describe("offline planner on commands as people type them", () => {
  const verdicts = cases.map(judged);

  it("is never wrong", () => {
    const wrong = verdicts.filter((v) => v.verdict === "wrong");
    assert.deepEqual(
      wrong.map((v) => `${v.test.id} "${v.test.command}" -> ${JSON.stringify(v.got)}`),
      [],
      "the natural commands planned wrong: none",
    );
  });

  it("plans at least 85% of actionable commands, in every category", () => {
    const { planned, actionable, share } = coverage(verdicts);
    assert.ok(share >= 0.85, `${planned}/${actionable} planned`);
    const deferred = verdicts.filter((v) => v.verdict === "deferred");
    assert.deepEqual(
      deferred.map((v) => `${v.test.id} "${v.test.command}": ${String(v.got)}`),
      [],
      "every case in the file plans today; a deferred one is a regression",
    );
  });

  it("covers every category the issue names", () => {
    const categories = new Set(cases.map((test) => test.category));
    for (const category of [
      "typo",
      "politeness",
      "case",
      "synonyms",
      "tab-named",
      "tab-range",
      "tab-except",
      "save-layout",
      "center",
      "side",
      "monitor-words",
      "built-in",
      "no-operation",
    ])
      assert.ok(categories.has(category), category);
  });

  it("README says how many commands the file holds and how many were written blind, as they are", () => {
    const readme = readFileSync(join(REPO, "README.md"), "utf8").replace(/\s+/g, " ");
    const said = /`eval\/planner-natural\.jsonl` holds (\d+) such commands \((\d+) written blind/.exec(readme);
    assert.ok(said, "README names the file with its counts");
    const blind = cases.filter((test) => test.category?.startsWith("blind")).length;
    assert.deepEqual([Number(said[1]), Number(said[2])], [cases.length, blind], "README's counts: all, blind");
  });
});
