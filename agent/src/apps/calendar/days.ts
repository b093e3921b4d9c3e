// The days a calendar question names beyond today, placed in the Mac's local day: Calendar reads from the Mac's
// midnight ("from": "YYYY-MM-DDT00:00", local), and the day asked is counted from it, so the agent's own clock
// and time zone play no part.

export const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
/** A day or a week after today that a question names: tomorrow, a weekday, next week. */
export const NAMED_DAYS = ["tomorrow", ...WEEKDAYS, "next_week"] as const;
export type NamedDay = (typeof NAMED_DAYS)[number];

const DAY_MS = 86_400_000;
/** A local time as Calendar's read gives it; Date.parse alone would read "yesterday" as a date of 2000. */
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
/** A local time as floating ms (its digits read as UTC), so whole days can be added across a DST change. */
const floating = (local: string): number => Date.parse(`${local}:00Z`);
const localOf = (ms: number): string => new Date(ms).toISOString().slice(0, 16);

/** A named day's range: its first day as days after today, and how many days. */
export interface DayRange {
  first: number;
  days: number;
}

/**
 * Where a named day falls, given today's weekday (0 Sunday). A weekday is the next such day, today if today is
 * one ("what's on friday" asked on a Friday is today's): it is what people mean by the bare name, and a wrong
 * guess costs nothing, the answer naming its date; "next friday" (this coming one or the one after?) is never
 * planned. Next week runs Monday to Sunday, the week as Calendar shows it by default outside the US.
 */
export function rangeOf(day: NamedDay, todayWeekday: number): DayRange {
  if (day === "tomorrow") return { first: 1, days: 1 };
  if (day === "next_week") return { first: (8 - todayWeekday) % 7 || 7, days: 7 };
  return { first: (WEEKDAYS.indexOf(day) - todayWeekday + 7) % 7, days: 1 };
}

/** The local range [from, to) of a named day, from today's local midnight as Calendar read it; undefined if unread. */
export function localRange(day: NamedDay, todayMidnight: string): { from: string; to: string } | undefined {
  const midnight = LOCAL_TIME.test(todayMidnight) ? floating(todayMidnight) : Number.NaN;
  if (!Number.isFinite(midnight)) return undefined;
  const { first, days } = rangeOf(day, new Date(midnight).getUTCDay());
  return { from: localOf(midnight + first * DAY_MS), to: localOf(midnight + (first + days) * DAY_MS) };
}

/** How many days from today Calendar must read to hold the named day, whatever today is. */
export const daysToRead = (day: NamedDay): number => (day === "tomorrow" ? 2 : day === "next_week" ? 14 : 7);
