import { integer, OpFailure, type OwnOperations, type SpoonContext } from "../../runtime";
import { runScript } from "../../desktop";
import { defineApp } from "../app";
import { CALENDAR_EVENTS } from "./jxa-scripts";
import { CALENDAR_SCRIPT_SECONDS, type CalendarEvent, type CalendarOps } from "./contract";

const CALENDAR_NAME = "Calendar";
/** The longest range asked for, in days. */
const MOST_DAYS = 31;

type Read = CalendarOps["calendar_events"]["result"];

/** The events in the range and the repeating series begun before its end, earliest first. */
async function calendarEvents(ctx: SpoonContext, from: string, days: number): Promise<Read> {
  const app = { app: CALENDAR_NAME, text: CALENDAR_EVENTS };
  const output = await runScript(ctx, app, [from, tostring(days)], CALENDAR_SCRIPT_SECONDS);
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
