import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { Snapshot } from "../../../agent/src/contract/index.ts";
import { planOffline } from "../../../agent/src/registry/index.ts";
import { DESKTOPS, REPO } from "../../support/index.ts";

/**
 * Commands as people type them (eval/planner-natural.jsonl: typos, politeness, synonyms, tab ranges,
 * "except", screen words, things we have no operation for; the "blind-" and "blind2-" categories were
 * written by helpers who had not seen the planner), planned in-process. The same file scores
 * through the CLI with `npm run eval`. Judged by the shared scorer's rules: never wrong, and at least
 * 85% of actionable commands planned offline.
 */
interface Case {
  id: string;
  category: string;
  desktop: string;
  command: string;
  expect: {
    commands?: Record<string, unknown>[];
    any_of?: Record<string, unknown>[][];
    clarify?: boolean;
    unordered?: boolean;
  };
}

const cases: Case[] = readFileSync(join(REPO, "eval", "planner-natural.jsonl"), "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Case);
const desktops = new Map<string, Snapshot>();
const desktop = (name: string) => {
  if (!desktops.has(name))
    desktops.set(name, Snapshot.parse(JSON.parse(readFileSync(join(DESKTOPS, `${name}.json`), "utf8"))));
  return desktops.get(name)!;
};

/** score_planner.py's comparison: close_tab as sets, place_app bounds or monitor, other fields as given. */
function same(expected: Record<string, unknown>, got: Record<string, unknown>): boolean {
  if (expected.type !== got.type) return false;
  if (expected.type === "close_tab")
    return (
      JSON.stringify([...(expected.tab_indices as number[])].sort()) ===
      JSON.stringify([...(got.tab_indices as number[])].sort())
    );
  if (expected.type === "query") return true;
  if (expected.type === "open_url") return sameUrl(String(expected.url), String(got.url));
  if (expected.type === "place_app" && !("bounds" in expected) && got.bounds !== undefined) return false;
  return Object.entries(expected).every(([key, value]) => JSON.stringify(got[key]) === JSON.stringify(value));
}

/** score_planner.py's norm_url: scheme added, host lower-cased without "www.", no trailing "/". */
function sameUrl(a: string, b: string): boolean {
  const norm = (url: string) => {
    const parsed = new URL(url.includes("://") ? url : `https://${url}`);
    const host = parsed.hostname.toLowerCase().replace(/^www\./, "");
    return `${host}${parsed.port ? `:${parsed.port}` : ""}${parsed.pathname.replace(/\/+$/, "")}${parsed.search}`;
  };
  return norm(a) === norm(b);
}

type Verdict = "correct" | "deferred" | "wrong";

function judge(test: Case): { verdict: Verdict; got: unknown } {
  const envelope = planOffline(test.command, desktop(test.desktop));
  const got = envelope.commands as unknown as Record<string, unknown>[];
  if (envelope.needs_clarification || got.length === 0)
    return { verdict: test.expect.clarify ? "correct" : "deferred", got: envelope.clarification_reason };
  if (test.expect.clarify) return { verdict: "wrong", got };
  const options = test.expect.any_of ?? [test.expect.commands!];
  const inOrder = (expected: Record<string, unknown>[]) => expected.every((command, i) => same(command, got[i]!));
  const anyOrder = (expected: Record<string, unknown>[]) => {
    const left = [...got];
    return expected.every((command) => {
      const at = left.findIndex((g) => same(command, g));
      return at >= 0 && left.splice(at, 1).length === 1;
    });
  };
  const match = options.some(
    (expected) => expected.length === got.length && (test.expect.unordered ? anyOrder(expected) : inOrder(expected)),
  );
  return { verdict: match ? "correct" : "wrong", got };
}

describe("offline planner on commands as people type them", () => {
  const verdicts = cases.map((test) => ({ test, ...judge(test) }));

  it("is never wrong", () => {
    const wrong = verdicts.filter((v) => v.verdict === "wrong");
    assert.deepEqual(
      wrong.map((v) => `${v.test.id} "${v.test.command}" -> ${JSON.stringify(v.got)}`),
      [],
      "the natural commands planned wrong: none",
    );
  });

  it("plans at least 85% of actionable commands, in every category", () => {
    const actionable = verdicts.filter((v) => !v.test.expect.clarify);
    const planned = actionable.filter((v) => v.verdict === "correct");
    assert.ok(planned.length / actionable.length >= 0.85, `${planned.length}/${actionable.length} planned`);
    const deferred = actionable.filter((v) => v.verdict === "deferred");
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
});
