import type { AuditEvent } from "./audit-log.ts";

/** An event as a run's trail recorded it: its kind and its fields (the time and run id aside). */
export type Logged = { event: AuditEvent["event"] } & Record<string, unknown>;

/** Why a run ended without its owner saying how: its client went away, or the agent stopped mid-run. */
export const CLIENT_GONE = "interrupted: client gone";
export const AGENT_STOPPED = "interrupted: the agent stopped before the run ended";

const nameOf = (value: unknown, key: string): string => {
  const name = (value as Record<string, unknown> | undefined)?.[key];
  return typeof name === "string" ? name : "?";
};
/** A step by its command's type, an action by its name: never what it typed or read. */
const stepName = (event: Logged) =>
  event.event === "step" ? nameOf(event.command, "type") : nameOf(event.action, "action");

/**
 * The result of a run that was interrupted: which of its steps and actions ran, and which did not
 * (skipped once it stopped, or planned and never reached), from what its trail recorded.
 */
export function interruption(reason: string, logged: Logged[], planned: unknown[] = []): Record<string, unknown> {
  const steps = logged.filter((event) => event.event === "step" || event.event === "action");
  const ran = steps.filter((event) => event.status !== "skipped").map(stepName);
  const reached = steps.filter((event) => event.event === "step").length;
  const notRun = [
    ...steps.filter((event) => event.status === "skipped").map(stepName),
    ...planned.slice(reached).map((command) => nameOf(command, "type")),
  ];
  const said = [
    ran.length ? `ran ${ran.join(", ")}` : "nothing ran",
    ...(notRun.length ? [`not run: ${notRun.join(", ")}`] : []),
  ];
  return {
    success: false,
    message: `${reason}: ${said.join("; ")}`,
    error: reason,
    errorType: "interrupted",
    ran,
    notRun,
  };
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
