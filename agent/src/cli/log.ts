import { readAudit, type AuditEvent } from "../audit/index.ts";
import { InputError, UsageError } from "../errors/index.ts";
import { Config, loadConfig, useHome } from "../store/index.ts";
import { plainJson, plainLine } from "../util/index.ts";
import { findSimHome, simRunsLogged, type SimDesktop } from "./sim-home.ts";
import { EXIT } from "./exit.ts";
import { printErr, printJson, printOut } from "./print.ts";

const AGE = /^(\d+(?:\.\d+)?)\s*(m|min|h|d)$/;
const UNIT_MS: Record<string, number> = { m: 60_000, min: 60_000, h: 3_600_000, d: 86_400_000 };

const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];

/** The start (local midnight) of a day named in words: today, yesterday, or the last Monday (today when it is one). */
function dayStart(word: string, now: number): number | undefined {
  const back = word === "today" ? 0 : word === "yesterday" ? 1 : undefined;
  const weekday = WEEKDAYS.indexOf(word);
  const day = new Date(now);
  if (back === undefined && weekday < 0) return undefined;
  day.setDate(day.getDate() - (back ?? (day.getDay() - weekday + 7) % 7));
  return day.setHours(0, 0, 0, 0);
}

/** `--since`: today, yesterday or a weekday (from its midnight), an ISO date or time, or an age before `now`. */
export function sinceTime(since: string, now: number): number {
  const age = AGE.exec(since.trim());
  if (age) return now - Number(age[1]) * UNIT_MS[age[2]!]!;
  const day = dayStart(since.trim().toLowerCase(), now);
  if (day !== undefined) return day;
  const time = Date.parse(since);
  if (Number.isNaN(time))
    throw new UsageError(
      `--since ${since} is neither a day (today, yesterday, monday), a date or time (2026-11-23T08:00) ` +
        "nor an age (30m, 2h, 7d)",
    );
  return time;
}

/** A field of an event as plain text on one line (the log is a file: anything may be in it). */
const one = (value: unknown) =>
  value === undefined ? "" : plainLine(typeof value === "string" ? value : plainJson(value));
const short = (value: unknown) => {
  const text = one(value);
  return text.length > 100 ? `${text.slice(0, 99)}…` : text;
};

/** One event as one line a person reads, whatever a page or the model put in it: when, which run, what. */
export function describeEvent(event: AuditEvent): string {
  const when = one(event.time)
    .replace("T", " ")
    .replace(/\.\d+Z$/, "Z");
  const what = (() => {
    switch (event.event) {
      case "command":
        return event.text === undefined
          ? `(${one(event.source)}) an envelope`
          : `(${one(event.source)}) "${one(event.text)}"`;
      case "plan": {
        const look = event.requires_observation ? ` then look: "${one(event.goal)}"` : "";
        return `${one(event.planner ?? "planned")}: ${short(event.commands)}${look}`;
      }
      case "approval": {
        const who = event.by ? ` by ${one(event.by)}` : event.reason ? ` (${one(event.reason)})` : "";
        return `${one(event.title)} → ${one(event.answer)}${who}`;
      }
      case "step":
      case "action":
        return `${one(event.status)}: ${short(event.message)}`;
      case "result":
        return `${event.success ? "✓" : "✗"} ${short(event.message ?? event.error ?? event.clarification)}`;
    }
  })();
  return `${when}  ${one(event.run).slice(0, 8)}  ${one(event.event).padEnd(8)} ${what}`;
}

/** How many rotated files config.json keeps; a broken config.json is named and the default taken, and the log shows. */
function auditKeep(home: string): number {
  try {
    return loadConfig(home).audit.keep;
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    printErr(`hs-claude: ${plainLine(error.message)} (the log is shown with the default settings)\n`);
    return Config.parse({}).audit.keep;
  }
}

/** Where the --sim runs' logs are, when there are any: a person who tried --sim looks for them here first. */
const simLogHint = (home: string) =>
  simRunsLogged(home) ? " (the --sim runs keep theirs, one per desktop: hs-claude log --sim [FILE])" : "";

/**
 * `hs-claude log`: the audit log, readably or as JSON lines, optionally since a time; with --sim, the log of the
 * --sim runs on that desktop (the built-in one, or FILE).
 */
export async function printLog(args: { since: string | undefined; json: boolean; sim?: SimDesktop }): Promise<number> {
  const person = useHome();
  const home = args.sim === undefined ? person : findSimHome(person, args.sim);
  const from = args.since === undefined ? -Infinity : sinceTime(args.since, Date.now());
  const { events, skipped } = readAudit(home, auditKeep(home));
  const shown = events.filter((event) => Date.parse(event.time) >= from);
  for (const event of shown) {
    if (args.json) printJson(event);
    else printOut(`${describeEvent(event)}\n`);
  }
  if (skipped > 0) printErr(`hs-claude: skipped ${skipped} line(s) that were not whole events\n`);
  if (events.length === 0)
    printErr(
      `hs-claude: nothing in ${plainLine(home)}/audit.jsonl yet${args.sim === undefined ? simLogHint(home) : ""}\n`,
    );
  return EXIT.done;
}
