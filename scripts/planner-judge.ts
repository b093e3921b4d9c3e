/**
 * The rules a plan is judged by against a case of the planner's evaluation (eval/README.md), in one place: the
 * scorer through the CLI (scripts/score-planner.ts) and the in-process test of the natural set use them both.
 */
import { readFileSync } from "node:fs";
import { isDeepStrictEqual } from "node:util";

type Command = Record<string, unknown>;

/** What a case expects: one plan, any one of several, or a question (`clarify`). */
export interface Expectation {
  commands?: Command[];
  any_of?: Command[][];
  clarify?: boolean;
  /** The commands may come in any order. */
  unordered?: boolean;
}

/** One line of an evaluation file. */
export interface PlannerCase {
  id: string;
  desktop: string;
  command: string;
  expect: Expectation;
  category?: string;
  note?: string;
}

/**
 * correct: the plan is one the case expects (or it asks, when the case expects a question); deferred: it asks or
 * does nothing when the case expects a plan (never wrong, but not covered); wrong: anything else.
 */
export type Verdict = "correct" | "deferred" | "wrong";

/** The cases of an evaluation file, one JSON object a line; throws naming the line that is not one. */
export function readCases(file: string): PlannerCase[] {
  return readFileSync(file, "utf8")
    .split("\n")
    .flatMap((line, at) => {
      if (line.trim() === "") return [];
      const parsed = parsedLine(line) as PlannerCase | undefined;
      if (typeof parsed?.command !== "string" || typeof parsed.desktop !== "string" || !parsed.expect)
        throw new Error(`${file}:${at + 1}: a case has an id, a desktop, a command and what it expects`);
      return [parsed];
    });
}

function parsedLine(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}

/** A URL as the judge compares it: https:// added when there is no scheme, host lower-cased without "www.", no
 * trailing "/" and no fragment. Never throws: a string that is no URL compares as what it splits into. */
export function normalUrl(url: string): string {
  const parts = /^(?:[^:/?#]+:)?(?:\/\/([^/?#]*))?([^?#]*)(\?[^#]*)?/.exec(
    url.includes("://") ? url : `https://${url}`,
  );
  const [, authority = "", path = "", query = ""] = parts ?? [];
  const hostAndPort = authority.slice(authority.lastIndexOf("@") + 1).toLowerCase();
  const [, host = "", port] = /^(\[[^\]]*\]|[^:]*)(?::(\d+))?/.exec(hostAndPort) ?? [];
  const portText = port ? `:${Number(port)}` : "";
  return `${host.replace(/^www\./, "")}${portText}${path.replace(/\/+$/, "")}${query === "?" ? "" : query}`;
}

/** A value the plan leaves out compares equal to null, as JSON has it. */
const same = (a: unknown, b: unknown) => isDeepStrictEqual(a ?? null, b ?? null);

const noBounds = (bounds: unknown) => bounds == null || (Array.isArray(bounds) && bounds.length === 0);

const numbers = (value: unknown) => (Array.isArray(value) ? [...value] : []).sort((a, b) => a - b);

/**
 * One planned command against one expected: close_tab's indices as sets, open_url's URL normalized, place_app by
 * its bounds when the case gives them (the monitor then does not count), else by no bounds and the same monitor;
 * a query by its type alone; any other command by every field the expected command has.
 */
export function sameCommand(expected: Command, got: unknown): boolean {
  if (typeof got !== "object" || got === null || (got as Command).type !== expected.type) return false;
  const planned = got as Command;
  switch (expected.type) {
    case "query":
      return true;
    case "close_tab":
      return same(numbers(expected.tab_indices), numbers(planned.tab_indices));
    case "open_url":
      return normalUrl(String(expected.url)) === normalUrl(String(planned.url ?? ""));
    case "place_app":
      if (planned.app_name !== expected.app_name) return false;
      if ("bounds" in expected) return same(Array.isArray(planned.bounds) ? planned.bounds : [], expected.bounds);
      return noBounds(planned.bounds) && same(planned.monitor, expected.monitor);
    default:
      return Object.entries(expected).every(([key, value]) => same(planned[key], value));
  }
}

/** The plan's commands against one expected list: in order, or, when `unordered`, each matched by a different one. */
function matches(expected: Command[], got: unknown[], unordered: boolean): boolean {
  if (expected.length !== got.length) return false;
  if (!unordered) return expected.every((command, at) => sameCommand(command, got[at]));
  const left = [...got];
  return expected.every((command) => {
    const at = left.findIndex((planned) => sameCommand(command, planned));
    return at >= 0 && left.splice(at, 1).length === 1;
  });
}

/** A plan (the envelope the planner gave) judged against what its case expects. */
export function judge(expect: Expectation, plan: { commands?: unknown; needs_clarification?: unknown }): Verdict {
  const commands = Array.isArray(plan.commands) ? plan.commands : [];
  if (plan.needs_clarification || commands.length === 0) return expect.clarify ? "correct" : "deferred";
  if (expect.clarify) return "wrong";
  const options = expect.any_of ?? [expect.commands ?? []];
  return options.some((expected) => matches(expected, commands, expect.unordered ?? false)) ? "correct" : "wrong";
}

/** The share of the cases that expect a plan (not a question) planned correctly: 1 when there are none. */
export function coverage(judged: readonly { test: PlannerCase; verdict: string }[]): {
  planned: number;
  actionable: number;
  share: number;
} {
  const actionable = judged.filter((j) => !j.test.expect.clarify);
  const planned = actionable.filter((j) => j.verdict === "correct").length;
  return { planned, actionable: actionable.length, share: actionable.length ? planned / actionable.length : 1 };
}
