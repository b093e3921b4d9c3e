import * as z from "zod";
import type { CalendarEvent } from "../../../../spoon/src/apps/calendar/contract.ts";
import {
  commandType,
  defineCommand,
  done,
  failedWith,
  modelText,
  type CommandContext,
  readsNoWindows,
} from "../../commands/index.ts";
import { plainLine } from "../../util/index.ts";
import { eventsInRange } from "./occurrences.ts";
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

async function eventsOf(ctx: CommandContext, from: "today" | "now", days: number, none: string, what: string) {
  const read = await ctx.spoon.callApp(CALENDAR_EVENTS, { from, days });
  if (!read.ok) return failedWith(read.error);
  const { events, unreadable } = eventsInRange(read.value.events, read.value.from, read.value.to);
  const unread = unreadable.length
    ? `\n(repeating events whose repetition could not be read, left out: ${unreadable.map(plainLine).join(", ")})`
    : "";
  if (events.length === 0) return done(`${none}${unread}`, { events, unreadable });
  const several = new Set(events.map((event) => event.calendar)).size > 1;
  const lines = events.map((event) => eventLine(event, days > 1, several));
  const count = `${events.length} event${events.length === 1 ? "" : "s"}`;
  return done(`${count} ${what}:\n${lines.join("\n")}${unread}`, { events, unreadable });
}

export const calendarToday = defineCommand({
  type: "calendar_today",
  schema: z.strictObject({ type: commandType("calendar_today") }),
  description: modelText(new URL("./calendar-today.txt", import.meta.url)),
  tier: "read",
  reads: readsNoWindows,
  run: (_command, ctx) => eventsOf(ctx, "today", 1, "nothing on your calendar today", "today"),
});

export const calendarUpcoming = defineCommand({
  type: "calendar_upcoming",
  schema: z.strictObject({
    type: commandType("calendar_upcoming"),
    days: z.number().int().min(1).max(31).default(7).describe("How many days ahead, today included; 7 for a week"),
  }),
  description: modelText(new URL("./calendar-upcoming.txt", import.meta.url)),
  tier: "read",
  reads: readsNoWindows,
  run: (command, ctx) =>
    eventsOf(ctx, "now", command.days, `nothing coming up in the next ${command.days} days`, "coming up"),
});

/** Calendar's commands, one line each. */
export const CALENDAR_COMMANDS = [calendarToday, calendarUpcoming] as const;

/** A command of Calendar's, as its schema makes it. */
export type CalendarCommand = z.infer<(typeof CALENDAR_COMMANDS)[number]["schema"]>;
