import * as z from "zod";
import type { CalendarEvent } from "../../../../spoon/src/apps/calendar/contract.ts";
import type { ClassicSchema } from "../../contract/index.ts";
import {
  commandType,
  defineCommand,
  done,
  failed,
  failedWith,
  modelText,
  type CommandContext,
  type CommandDefinition,
  readsNoWindows,
} from "../../commands/index.ts";
import { plainLine } from "../../util/index.ts";
import { daysToRead, localRange, NAMED_DAYS, WEEKDAYS } from "./days.ts";
import { type Expanded, eventsInRange } from "./occurrences.ts";
import { CALENDAR_EVENTS } from "./operations.ts";

/**
 * "09:00-09:30 Standup", "all day Holiday", with the day in front when the events span several days
 * ("2025-03-14 09:00-09:30 Standup") and the calendar after when they come from several ("Standup (Work)").
 */
function eventLine(event: CalendarEvent, withDay: boolean, withCalendar: boolean): string {
  const [day, start] = event.start.split("T");
  const end = event.end.split("T")[1];
  const when = event.allDay ? "all day" : `${start}-${end}`;
  const calendar = withCalendar && event.calendar ? ` (${plainLine(event.calendar)})` : "";
  return `${withDay ? `${day} ` : ""}${when} ${plainLine(event.title)}${calendar}`;
}

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** What Calendar read of a range, series expanded, with where the range began (local). */
async function readEvents(ctx: CommandContext, from: "today" | "now", days: number) {
  const read = await ctx.spoon.callApp(CALENDAR_EVENTS, { from, days });
  if (!read.ok) return read;
  return {
    ok: true as const,
    from: read.value.from,
    ...eventsInRange(read.value.events, read.value.from, read.value.to),
  };
}

/** The events that overlap the local range [from, to): times compare as "YYYY-MM-DDTHH:MM" strings. */
const within = (events: CalendarEvent[], from: string, to: string) =>
  events.filter((event) => event.start < to && event.end > from);

/** The answer listing `events`, with the day in front of each when they may span several days. */
function listed(expanded: Expanded, withDay: boolean, none: string, what: string) {
  const { events, unreadable } = expanded;
  const unread = unreadable.length
    ? `\n(repeating events whose repetition could not be read, left out: ${unreadable.map(plainLine).join(", ")})`
    : "";
  if (events.length === 0) return done(`${none}${unread}`, { events, unreadable });
  const several = new Set(events.map((event) => event.calendar)).size > 1;
  const lines = events.map((event) => eventLine(event, withDay, several));
  const count = `${events.length} event${events.length === 1 ? "" : "s"}`;
  return done(`${count} ${what}:\n${lines.join("\n")}${unread}`, { events, unreadable });
}

async function eventsOf(ctx: CommandContext, from: "today" | "now", days: number, none: string, what: string) {
  const read = await readEvents(ctx, from, days);
  return read.ok ? listed(read, days > 1, none, what) : failedWith(read.error);
}

/** A read of Calendar's: no window read, its text for the model in the file named. */
function calendarRead<S extends ClassicSchema<{ type: string }>>(
  file: string,
  definition: Pick<CommandDefinition<z.output<S>>, "type" | "run"> & { schema: S },
) {
  const description = modelText(new URL(file, import.meta.url));
  return defineCommand({ ...definition, description, tier: "read", reads: readsNoWindows });
}

export const calendarToday = calendarRead("./calendar-today.txt", {
  type: "calendar_today",
  schema: z.strictObject({ type: commandType("calendar_today") }),
  run: (_command, ctx) => eventsOf(ctx, "today", 1, "nothing on your calendar today", "today"),
});

export const calendarUpcoming = calendarRead("./calendar-upcoming.txt", {
  type: "calendar_upcoming",
  schema: z.strictObject({
    type: commandType("calendar_upcoming"),
    days: z.number().int().min(1).max(31).default(7).describe("How many days ahead, today included; 7 for a week"),
  }),
  run: (command, ctx) =>
    eventsOf(ctx, "now", command.days, `nothing coming up in the next ${command.days} days`, "coming up"),
});

/** "what's on friday", "tomorrow", "next week": the events of that day or week; see days.ts for which day. */
export const calendarOn = calendarRead("./calendar-on.txt", {
  type: "calendar_on",
  schema: z.strictObject({
    type: commandType("calendar_on"),
    day: z.enum(NAMED_DAYS).describe("tomorrow, a weekday (the next such day, today if it is today), or next_week"),
  }),
  run: async ({ day }, ctx) => {
    const read = await readEvents(ctx, "today", daysToRead(day));
    if (!read.ok) return failedWith(read.error);
    const range = localRange(day, read.from);
    if (range === undefined) return failed(`Calendar's range began at "${read.from}", which is no local time`);
    const first = range.from.slice(0, 10);
    const weekday = WEEKDAYS[new Date(`${first}T00:00Z`).getUTCDay()] ?? "";
    const on = day === "next_week" ? `in the week of Monday ${first}` : `on ${capitalized(weekday)} ${first}`;
    const shown = { events: within(read.events, range.from, range.to), unreadable: read.unreadable };
    return listed(shown, day === "next_week", `nothing on your calendar ${on}`, on);
  },
});

/** How far ahead "my next meeting" looks. */
const NEXT_DAYS = 14;

/** "my next meeting": the first timed event starting from now (all-day ones are no meeting), and any at its time. */
export const calendarNext = calendarRead("./calendar-next.txt", {
  type: "calendar_next",
  schema: z.strictObject({ type: commandType("calendar_next") }),
  run: async (_command, ctx) => {
    const read = await readEvents(ctx, "now", NEXT_DAYS);
    if (!read.ok) return failedWith(read.error);
    const timed = read.events.filter((event) => !event.allDay && event.start >= read.from);
    const next = timed.filter((event) => event.start === timed[0]?.start);
    const shown = { events: next, unreadable: read.unreadable };
    return listed(shown, true, `nothing coming up in the next ${NEXT_DAYS} days`, "coming up next");
  },
});

/** Calendar's commands, one line each. */
export const CALENDAR_COMMANDS = [calendarToday, calendarUpcoming, calendarOn, calendarNext] as const;

/** A command of Calendar's, as its schema makes it. */
export type CalendarCommand = z.infer<(typeof CALENDAR_COMMANDS)[number]["schema"]>;
