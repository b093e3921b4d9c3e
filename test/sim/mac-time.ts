// The simulated Mac's local time: its date (`sim.startDate` and the simulated clock) in its time zone
// (`sim.timeZone`), as its apps, Hammerspoon's os.date and the agent read it.
import { InputError } from "../../agent/src/errors/index.ts";

const DAY_MS = 86_400_000;
const LOCAL = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d)?$/;
/** An event's date as an offset from the Mac's start day: "+0T09:30" is 09:30 on that day, "-1T18:00" the eve. */
const FROM_START_DAY = /^([+-]\d{1,4})T(\d\d:\d\d)$/;

/** The time zone of the machine running the simulator: the simulated Mac's unless its desktop names one. */
export const machineTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A time zone the simulator can keep the Mac's time in, or an InputError naming what is valid. */
export function checkedTimeZone(name: unknown): string {
  try {
    if (typeof name === "string")
      return new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
  } catch {}
  throw new InputError(`not a desktop snapshot: sim.timeZone must be an IANA time zone such as "Europe/Berlin"`);
}

/** One formatter per time zone: making one costs far more than using it. */
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterOf = (timeZone: string): Intl.DateTimeFormat => {
  const made =
    formatters.get(timeZone) ??
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      ...{ year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric" },
    });
  formatters.set(timeZone, made);
  return made;
};

/** How far `timeZone`'s local time is ahead of UTC at the instant `ms`, in ms. */
export function zoneOffset(timeZone: string, ms: number): number {
  const parts = formatterOf(timeZone).formatToParts(new Date(ms));
  const field = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const local = Date.UTC(field("year"), field("month") - 1, field("day"), field("hour"), field("minute"));
  return local + field("second") * 1000 - (ms - (((ms % 1000) + 1000) % 1000));
}

/** The instant a local time "YYYY-MM-DDTHH:MM[:SS]" names in `timeZone` (a time a DST gap skips: after it). */
export function instantOf(timeZone: string, local: string): number {
  const asUtc = Date.parse(`${local}Z`);
  if (!Number.isFinite(asUtc)) return Number.NaN;
  const first = asUtc - zoneOffset(timeZone, asUtc);
  return asUtc - zoneOffset(timeZone, first);
}

/** The local time "YYYY-MM-DDTHH:MM" at the instant `ms` in `timeZone`. */
export function localStamp(timeZone: string, ms: number): string {
  return new Date(ms + zoneOffset(timeZone, ms)).toISOString().slice(0, 16);
}

/** The instant the local day holding `ms` began in `timeZone`. */
export function localDayStart(timeZone: string, ms: number): number {
  return instantOf(timeZone, `${localStamp(timeZone, ms).slice(0, 10)}T00:00`);
}

/** Whether text is a date a desktop file may give an event: local or from the start day. */
export const isDesktopDate = (text: string): boolean => LOCAL.test(text) || FROM_START_DAY.test(text);

/** A desktop file's date: local "YYYY-MM-DDTHH:MM", or days from the Mac's start day ("+0T09:30"); else NaN. */
export function desktopDate(text: string, timeZone: string, startDate: number): number {
  if (!isDesktopDate(text)) return Number.NaN;
  const offset = FROM_START_DAY.exec(text);
  if (!offset) return instantOf(timeZone, text);
  const startDay = Date.parse(`${localStamp(timeZone, startDate).slice(0, 10)}T00:00Z`);
  const day = new Date(startDay + Number(offset[1]) * DAY_MS).toISOString().slice(0, 10);
  return instantOf(timeZone, `${day}T${offset[2]}`);
}

/** `sim.startDate`: an instant ("…Z", "…+01:00") or a local time in the Mac's time zone ("2026-11-28T09:00"). */
export function startDateOf(text: string, timeZone: string): number {
  return LOCAL.test(text) ? instantOf(timeZone, text) : Date.parse(text);
}
