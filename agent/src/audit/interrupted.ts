import { HsClaudeError } from "../errors/index.ts";
import type { AuditEvent } from "./audit-log.ts";

/** An event as a run's trail recorded it: its kind and its fields (the time and run id aside). */
export type Logged = { event: AuditEvent["event"] } & Record<string, unknown>;

/** Why a run ended without its owner saying how: its client went away, or the agent stopped mid-run. */
export const CLIENT_GONE = "interrupted: client gone";
export const AGENT_STOPPED = "interrupted: the agent stopped before the run ended";
export const AGENT_GONE = "interrupted: the connection to the agent closed before the run ended";

const nameOf = (value: unknown, key: string): string => {
  const name = (value as Record<string, unknown> | undefined)?.[key];
  return typeof name === "string" ? name : "?";
};
/** A step by its command's type, an action by its name: never what it typed or read. */
const stepName = (event: Logged) =>
  event.event === "step" ? nameOf(event.command, "type") : nameOf(event.action, "action");

/**
 * The result of a run that was interrupted: which of its steps and actions ran, which did not (skipped once it
 * stopped, or planned and never reached), from what its trail recorded. When the process running it stopped (not its
 * client), the first planned step with no record may have been under way: it may have run, and is never said not to.
 */
export function interruption(reason: string, logged: Logged[], planned: unknown[] = []): Record<string, unknown> {
  const steps = logged.filter((event) => event.event === "step" || event.event === "action");
  const ran = steps.filter((event) => event.status !== "skipped").map(stepName);
  const reached = steps.filter((event) => event.event === "step").length;
  const unrecorded = planned.slice(reached).map((command) => nameOf(command, "type"));
  const mayHaveRun = reason === CLIENT_GONE ? [] : unrecorded.slice(0, 1);
  const unreached = unrecorded.slice(mayHaveRun.length);
  const notRun = [...steps.filter((event) => event.status === "skipped").map(stepName), ...unreached];
  const said = [
    ran.length ? `ran ${ran.join(", ")}` : mayHaveRun.length ? "nothing ran for certain" : "nothing ran",
    ...(mayHaveRun.length ? [`may have run (its answer never came): ${mayHaveRun.join(", ")}`] : []),
    ...(notRun.length ? [`not run: ${notRun.join(", ")}`] : []),
  ];
  return {
    success: false,
    message: `${reason}: ${said.join("; ")}`,
    error: reason,
    errorType: "interrupted",
    ran,
    mayHaveRun,
    notRun,
  };
}

/** A run that ended without its process saying how, thrown with the result the log keeps of it (see interruption). */
export class RunInterrupted extends HsClaudeError {
  constructor(
    readonly result: Record<string, unknown>,
    options?: ErrorOptions,
  ) {
    super(String(result.message), "action", options);
  }
}

/** A run the log holds without a result: its events, and the commands its plan named. */
export interface UnfinishedRun {
  run: string;
  events: AuditEvent[];
  planned: unknown[];
}

/**
 * The runs in `events` left without a result: last heard of at or after `since`, and whose command
 * was written by a process that is gone (`alive` says; a run whose owner still runs may yet end).
 */
export function unfinishedRuns(events: AuditEvent[], since: number, alive: (pid: number) => boolean): UnfinishedRun[] {
  const byRun = new Map<string, AuditEvent[]>();
  for (const event of events) {
    const logged = byRun.get(event.run);
    if (logged) logged.push(event);
    else byRun.set(event.run, [event]);
  }
  return [...byRun].flatMap(([run, logged]) => {
    if (logged.some((event) => event.event === "result")) return [];
    if (Date.parse(logged.at(-1)!.time) < since) return [];
    const owner = logged.find((event) => event.event === "command")?.pid;
    if (typeof owner === "number" && alive(owner)) return [];
    const plan = logged.find((event) => event.event === "plan");
    return [{ run, events: logged, planned: Array.isArray(plan?.commands) ? plan.commands : [] }];
  });
}
