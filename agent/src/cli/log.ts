import { readAudit, type AuditEvent } from "../audit/index.ts";
import { InputError, UsageError } from "../errors/index.ts";
import { agentHome, Config, loadConfig } from "../store/index.ts";
import { EXIT } from "./exit.ts";

const AGE = /^(\d+(?:\.\d+)?)\s*(m|min|h|d)$/;
const UNIT_MS: Record<string, number> = { m: 60_000, min: 60_000, h: 3_600_000, d: 86_400_000 };

/** `--since`: an ISO date or time, or an age (30m, 2h, 7d) before `now`. */
export function sinceTime(since: string, now: number): number {
  const age = AGE.exec(since.trim());
  if (age) return now - Number(age[1]) * UNIT_MS[age[2]!]!;
  const time = Date.parse(since);
  if (Number.isNaN(time))
    throw new UsageError(`--since ${since} is neither a date or time (2026-11-23T08:00) nor an age (30m, 2h, 7d)`);
  return time;
}

const short = (value: unknown) => {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > 100 ? `${text.slice(0, 99)}…` : text;
};

/** One event as a line a person reads: when, which run, what. */
export function describeEvent(event: AuditEvent): string {
  const when = event.time.replace("T", " ").replace(/\.\d+Z$/, "Z");
  const what = (() => {
    switch (event.event) {
      case "command":
        return event.text === undefined ? `(${event.source}) an envelope` : `(${event.source}) "${event.text}"`;
      case "plan": {
        const look = event.requires_observation ? ` then look: "${event.goal}"` : "";
        return `${event.planner ?? "planned"}: ${short(event.commands)}${look}`;
      }
      case "approval": {
        const who = event.by ? ` by ${event.by}` : event.reason ? ` (${event.reason})` : "";
        return `${event.title} → ${event.answer}${who}`;
      }
      case "step":
      case "action":
        return `${event.status}: ${short(event.message)}`;
      case "result":
        return `${event.success ? "✓" : "✗"} ${short(event.message ?? event.error ?? event.clarification)}`;
    }
  })();
  return `${when}  ${event.run.slice(0, 8)}  ${event.event.padEnd(8)} ${what}`;
}

/** How many rotated files config.json keeps; a broken config.json is named and the default taken, and the log shows. */
function auditKeep(home: string): number {
  try {
    return loadConfig(home).audit.keep;
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    process.stderr.write(`hs-claude: ${error.message} (the log is shown with the default settings)\n`);
    return Config.parse({}).audit.keep;
  }
}

/** `hs-claude log`: the audit log, readably or as JSON lines, optionally since a time. */
export async function printLog(args: { since: string | undefined; json: boolean }): Promise<number> {
  const home = agentHome();
  const from = args.since === undefined ? -Infinity : sinceTime(args.since, Date.now());
  const { events, skipped } = readAudit(home, auditKeep(home));
  const shown = events.filter((event) => Date.parse(event.time) >= from);
  for (const event of shown) process.stdout.write(`${args.json ? JSON.stringify(event) : describeEvent(event)}\n`);
  if (skipped > 0) process.stderr.write(`hs-claude: skipped ${skipped} line(s) that were not whole events\n`);
  if (events.length === 0) process.stderr.write(`hs-claude: nothing in ${home}/audit.jsonl yet\n`);
  return EXIT.done;
}
