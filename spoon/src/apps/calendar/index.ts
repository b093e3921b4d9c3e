import { integer, OpFailure, type OwnOperations, type SpoonContext } from "../../runtime";
import { runScript } from "../../desktop";
import { defineApp } from "../app";
import { CALENDAR_EVENTS } from "./jxa-scripts";
import { CALENDAR_SCRIPT_SECONDS, type CalendarEvent, type CalendarOps } from "./contract";

const CALENDAR_NAME = "Calendar";
/** The longest range asked for, in days. */
const MOST_DAYS = 31;

/** Why a read may outlast the wait beside the Automation question: Calendar's scripting goes through every event. */
const SLOW_READ =
  "or its calendars hold too many events to read in time: Calendar's scripting goes through every event of each " +
  "calendar, slowly on large or synced calendars";

type Read = CalendarOps["calendar_events"]["result"];

/** CALENDAR_EVENTS' answer; a timeout names both causes it may have. */
async function readCalendar(ctx: SpoonContext, argv: string[]): Promise<string> {
  try {
    return await runScript(ctx, { app: CALENDAR_NAME, text: CALENDAR_EVENTS }, argv, CALENDAR_SCRIPT_SECONDS);
  } catch (failure) {
    const timedOut = failure instanceof OpFailure && string.find(failure.message, "did not answer within", 1, true)[0];
    if (timedOut !== undefined) throw new OpFailure(`${(failure as OpFailure).message}; ${SLOW_READ}`);
    throw failure;
  }
}

/** The events in the range and the repeating series begun before its end, earliest first. */
async function calendarEvents(ctx: SpoonContext, from: string, days: number): Promise<Read> {
  const output = await readCalendar(ctx, [from, tostring(days)]);
  const decoded = hs.json.decode(output) as { events?: unknown; from?: unknown; to?: unknown } | undefined;
  if (decoded === undefined || type(decoded.events) !== "table" || type(decoded.from) !== "string")
    throw `Calendar's answer could not be read: ${string.sub(output, 1, 200)}`;
  const events = decoded.events as CalendarEvent[];
  table.sort(events, (a, b) => a.start < b.start);
  return { events, from: decoded.from as string, to: decoded.to as string };
}

const operations: OwnOperations<CalendarOps> = {
  calendar_events: {
    name: "calendar_events",
    parse: (params) => {
      const days = integer(params, "days");
      if (days instanceof OpFailure) return days;
      if (days < 1 || days > MOST_DAYS) return new OpFailure(`days must be 1 to ${MOST_DAYS}`);
      const from = params.from;
      if (from !== "today" && from !== "now") return new OpFailure('from must be "today" or "now"');
      return { from, days };
    },
    run: ({ from, days }, ctx) => calendarEvents(ctx, from, days),
  },
};

/** Calendar, read-only: the events of a range of days, by JavaScript for Automation. */
export const calendar = defineApp({ name: CALENDAR_NAME, operations });
