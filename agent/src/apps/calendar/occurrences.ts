// A repeating event's occurrences over the asked range. Calendar answers a series once, at its first occurrence, with
// its RRULE and excluded starts; the agent expands it with the `rrule` library. Times are the Mac's local times
// ("YYYY-MM-DDTHH:MM") taken as floating: a weekly 10:00 meeting stays at 10:00 across a DST change, as on the Mac.
import rrule from "rrule";
import type { CalendarEvent } from "../../../../spoon/src/apps/calendar/contract.ts";

/** At most this many occurrences of one series in a range (a minutely rule over a month stops there). */
const MOST_OCCURRENCES = 500;

/** A local time as floating ms (its digits read as UTC), or NaN. */
const floating = (local: string): number => Date.parse(`${local}:00Z`);
const localOf = (ms: number): string => new Date(ms).toISOString().slice(0, 16);

/** What an occurrence keeps of its event: its title, its calendar, whether it is all-day. */
const shown = ({ title, calendar, allDay }: CalendarEvent): CalendarEvent => ({
  title,
  start: "",
  end: "",
  ...(calendar === undefined ? {} : { calendar }),
  ...(allDay ? { allDay } : {}),
});

/** The events in [from, to): single events as given, each series as its occurrences, and the series not read. */
export interface Expanded {
  events: CalendarEvent[];
  unreadable: string[];
}

/** The occurrences of one series overlapping [from, to), its excluded starts dropped; undefined if its rule is bad. */
function occurrencesOf(series: CalendarEvent, from: number, to: number): CalendarEvent[] | undefined {
  const first = floating(series.start);
  const length = floating(series.end) - first;
  if (!Number.isFinite(first) || !Number.isFinite(length)) return undefined;
  let rule: ReturnType<typeof rrule.rrulestr>;
  try {
    rule = rrule.rrulestr(series.recurrence ?? "", { dtstart: new Date(first) });
  } catch {
    return undefined;
  }
  const excluded = new Set(series.excluded ?? []);
  const starts = rule.between(new Date(from - length), new Date(to), true, (_date, i) => i < MOST_OCCURRENCES);
  return starts
    .map((date) => date.getTime())
    .filter((start) => start < to && start + length > from && !excluded.has(localOf(start)))
    .map((start) => ({ ...shown(series), start: localOf(start), end: localOf(start + length) }));
}

/** Every event of the range, series expanded, earliest first; `from` and `to` local as the Spoon read them. */
export function eventsInRange(events: readonly CalendarEvent[], from: string, to: string): Expanded {
  const [start, end] = [floating(from), floating(to)];
  const unreadable: string[] = [];
  const expanded = events.flatMap((event) => {
    if (event.recurrence === undefined) return [{ ...shown(event), start: event.start, end: event.end }];
    const occurrences = occurrencesOf(event, start, end);
    if (occurrences === undefined) unreadable.push(event.title);
    return occurrences ?? [];
  });
  expanded.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  return { events: expanded, unreadable };
}
