// Calendar's state, seeded from `appState.Calendar`: {"calendars"?: ["Work", "Home"], "events": [{"title", "start",
// "end", "calendar"?, "allDay"?, "recurrence"?, "excludedDates"?, "location"?}]}. Dates are local times in the Mac's
// time zone (`sim.timeZone`): "YYYY-MM-DDTHH:MM", or days from the Mac's start day, "+0T09:30" (that day at 09:30),
// "+1T12:00" (the next), "-1T18:00" (the eve). An all-day event runs from its first day's midnight to the midnight
// after its last day; its days may be given alone ("2026-03-02", "+0"). A repeating event is one series, as on a
// Mac: dated at its first occurrence, its repetition only in `recurrence` (RRULE text, "FREQ=WEEKLY;BYDAY=MO") and
// `excludedDates` (the starts of the occurrences taken out).
import type { SimDesktop } from "../../desktop.ts";
import { desktopDate } from "../../mac-time.ts";

export interface SimEvent {
  title: string;
  start: string;
  end: string;
  calendar?: string;
  allDay?: boolean;
  recurrence?: string;
  excludedDates?: string[];
  location?: string;
}

export interface CalendarState {
  calendars: string[];
  events: SimEvent[];
}

/** The calendar of events that name none, when the desktop names no calendars either. */
const DEFAULT_CALENDAR = "Calendar";
const DAY_ONLY = /^(?:\d{4}-\d\d-\d\d|[+-]\d{1,4})$/;

const textOr = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

function eventFrom(e: Record<string, unknown>): SimEvent {
  const optional = {
    calendar: textOr(e.calendar),
    allDay: e.allDay === true ? true : undefined,
    recurrence: textOr(e.recurrence),
    excludedDates: Array.isArray(e.excludedDates) ? e.excludedDates.map(String) : undefined,
    location: textOr(e.location),
  };
  const given = Object.entries(optional).filter(([, value]) => value !== undefined);
  return {
    title: String(e.title),
    start: String(e.start),
    end: String(e.end ?? e.start),
    ...Object.fromEntries(given),
  };
}

/** The state a desktop file seeds; an entry that is no object is no event. */
export function calendarFrom(given: unknown): CalendarState {
  const seed = (given ?? {}) as { calendars?: unknown; events?: unknown };
  const list = Array.isArray(seed.events) ? (seed.events as unknown[]) : [];
  const events = list.filter((e): e is Record<string, unknown> => typeof e === "object" && e !== null).map(eventFrom);
  const named = Array.isArray(seed.calendars) ? seed.calendars.map(String) : [];
  const used = events.flatMap((e) => (e.calendar === undefined ? [] : [e.calendar]));
  const calendars = [...new Set([...named, ...used])];
  return { calendars: calendars.length ? calendars : [DEFAULT_CALENDAR], events };
}

/** The calendar an event is in: its own, else the first. */
export const calendarOf = (state: CalendarState, event: SimEvent): string => event.calendar ?? state.calendars[0]!;

/** An event's start and end as instants: an all-day event's from its first day's midnight to after its last day's. */
export function eventSpan(event: SimEvent, desktop: SimDesktop): { start: number; end: number } {
  const dated = (text: string) => desktopDate(text, desktop.timeZone, desktop.startDate ?? 0);
  if (!event.allDay) return { start: dated(event.start), end: dated(event.end) };
  const day = (text: string) => text.slice(0, DAY_ONLY.test(text) ? undefined : text.indexOf("T"));
  const nextDay = (text: string) => {
    const dayText = day(text);
    if (/^[+-]/.test(dayText)) return `${Number(dayText) >= -1 ? "+" : ""}${Number(dayText) + 1}`;
    return new Date(Date.parse(`${dayText}T00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  };
  const lastDay = DAY_ONLY.test(event.end) ? nextDay(event.end) : undefined;
  return {
    start: dated(`${day(event.start)}T00:00`),
    end: lastDay === undefined ? dated(event.end) : dated(`${lastDay}T00:00`),
  };
}
