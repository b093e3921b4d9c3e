import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** What the audit log held after a soak: its lines, its runs, and what was wrong with them. */
export interface AuditCheck {
  lines: number;
  runs: number;
  problems: string[];
}

/** The events one run may have between its plan and its result. */
const BETWEEN = new Set(["approval", "step", "action"]);

/** Why a run's events (in the order logged) are not whole: command, plan, what it did, result; undefined if whole. */
function runProblem(events: string[]): string | undefined {
  const [first, second] = events;
  if (first !== "command" || second !== "plan" || events.at(-1) !== "result")
    return `does not go command, plan, …, result: ${events.join(", ")}`;
  const middle = events.slice(2, -1);
  if (middle.some((event) => !BETWEEN.has(event))) return `has ${middle.join(", ")} between its plan and its result`;
  return undefined;
}

/** Reads `<home>/audit.jsonl` whole: every line must parse, and every run must be command, plan, …, result in order. */
export function checkAuditLog(home: string): AuditCheck {
  const problems: string[] = [];
  if (existsSync(join(home, "audit.1.jsonl"))) problems.push("the log was rotated: runs may be missing");
  const path = join(home, "audit.jsonl");
  const lines = existsSync(path) ? readFileSync(path, "utf8").split("\n") : [];
  if (lines.at(-1) !== "") problems.push("the last line is not ended");
  const runs = new Map<string, string[]>();
  lines.slice(0, -1).forEach((line, at) => {
    try {
      const { run, event } = JSON.parse(line) as { run?: unknown; event?: unknown };
      if (typeof run !== "string" || typeof event !== "string") throw new Error("no run or event");
      runs.set(run, [...(runs.get(run) ?? []), event]);
    } catch (error) {
      problems.push(`line ${at + 1} is not an event: ${(error as Error).message}`);
    }
  });
  for (const [run, events] of runs) {
    const problem = runProblem(events);
    if (problem) problems.push(`run ${run} ${problem}`);
  }
  return { lines: Math.max(0, lines.length - 1), runs: runs.size, problems };
}
