// Calendar's model: its events, seeded from `appState.Calendar` ({"events": [{"title", "start", "end"}]}), read by the
// Spoon's AppleScript text. Their dates are local times in the Mac's time zone (`sim.timeZone`): "YYYY-MM-DDTHH:MM",
// or days from the Mac's start day, "+0T09:30" (that day at 09:30), "+1T12:00" (the next), "-1T18:00" (the eve).
// A repeating event is one series, as on a Mac: dated at its first occurrence, its repetition only in `recurrence`
// (RRULE text, "FREQ=WEEKLY;BYDAY=MO") and `excludedDates` (the starts of the occurrences taken out).
import { CALENDAR_EVENTS } from "../../../../spoon/src/apps/calendar/applescripts.ts";
import {
  READ_ONLY,
  type AppleEvent,
  type EventReply,
  type ScriptingDictionary,
  type Send,
  type Specifier,
} from "../../osascript/apple-events.ts";
import { appleScriptAnswer } from "../../osascript/applescript-answer.ts";
import type { SimDesktop } from "../../desktop.ts";
import { desktopDate, localDayStart, localStamp } from "../../mac-time.ts";
import type { SimAppModel } from "../app-model.ts";

interface SimEvent {
  title: string;
  start: string;
  end: string;
  recurrence?: string;
  excludedDates?: string[];
}

const DICTIONARY: ScriptingDictionary = {
  application: "application",
  classes: {
    application: { properties: {}, elements: { calendars: "calendar" }, commands: [] },
    calendar: { properties: { name: READ_ONLY }, elements: { events: "event" }, commands: [] },
    event: {
      properties: {
        summary: READ_ONLY,
        startDate: READ_ONLY,
        endDate: READ_ONLY,
        recurrence: READ_ONLY,
        excludedDates: READ_ONLY,
      },
      elements: {},
      commands: [],
    },
  },
};

const CALENDARS: Specifier = { form: "every", container: { form: "application" }, element: "calendars" };
const EVENTS: Specifier = { form: "every", container: CALENDARS, element: "events" };
type Read = (event: SimEvent, desktop: SimDesktop) => string | number | number[] | null;
/** Dates cross as ms since the epoch; a date from the start day counts from the Mac's start date. */
const dated = (text: string, desktop: SimDesktop) => desktopDate(text, desktop.timeZone, desktop.startDate ?? 0);
const PROPERTIES: Record<string, Read> = {
  summary: (event) => event.title,
  startDate: (event, desktop) => dated(event.start, desktop),
  endDate: (event, desktop) => dated(event.end, desktop),
  // Missing value for an event that does not repeat.
  recurrence: (event) => event.recurrence ?? null,
  excludedDates: (event, desktop) => (event.excludedDates ?? []).map((date) => dated(date, desktop)),
};

function eventsFrom(given: unknown): SimEvent[] {
  const list = (given as { events?: unknown } | undefined)?.events;
  if (!Array.isArray(list)) return [];
  // An entry that is no object is no event.
  const events = (list as unknown[]).filter((e): e is Partial<SimEvent> => typeof e === "object" && e !== null);
  return events.map((e) => ({
    title: String(e.title),
    start: String(e.start),
    end: String(e.end),
    ...(typeof e.recurrence === "string" ? { recurrence: e.recurrence } : {}),
    ...(Array.isArray(e.excludedDates) ? { excludedDates: e.excludedDates.map(String) } : {}),
  }));
}

/** One calendar holding every event: a property of every event of every calendar is one list in a list. */
function answer(events: SimEvent[], event: AppleEvent, desktop: SimDesktop): EventReply {
  const target = event.kind === "get" ? event.target : undefined;
  const read = target?.form === "property" ? PROPERTIES[target.property] : undefined;
  if (target?.form === "property" && target.container.form === "every" && read)
    return { ok: true, value: [events.map((e) => read(e, desktop))] };
  return { ok: false, number: -1708, message: "Message not understood." };
}

/** One event's entry in CALENDAR_EVENTS' answer: a series with its RRULE and excluded starts, if it repeats. */
function entry(read: (property: string) => unknown, stamp: (ms: number) => string) {
  const [start, end, rule] = [read("startDate") as number, read("endDate") as number, read("recurrence")];
  const title = String(read("summary"));
  if (typeof rule !== "string" || rule === "") return { title, start: stamp(start), end: stamp(end) };
  const excluded = (read("excludedDates") as number[]).map(stamp);
  return { title, start: stamp(start), end: stamp(end), recurrence: rule, ...(excluded.length ? { excluded } : {}) };
}

/** CALENDAR_EVENTS as AppleScript runs it: five bulk reads, then the range kept in the script, in local time. */
function calendarEvents(desktop: SimDesktop): (argv: string[], send: Send) => string {
  const stamp = (ms: number) => localStamp(desktop.timeZone, ms);
  const now = () => desktop.now();
  return ([fromWhen, days], send) => {
    const names = ["summary", "startDate", "endDate", "recurrence", "excludedDates"];
    const lists = names.map(
      (name) => send({ kind: "get", target: { form: "property", container: EVENTS, property: name } }) as unknown[][],
    );
    const dayStart = localDayStart(desktop.timeZone, now());
    const from = fromWhen === "today" ? dayStart : now();
    const to = dayStart + Number(days) * 86_400_000;
    const found = lists[1]!.flatMap((list, c) =>
      list.flatMap((start, i) => {
        const read = (name: string) => lists[names.indexOf(name)]![c]![i];
        const repeats = typeof read("recurrence") === "string" && read("recurrence") !== "";
        const kept = (start as number) < to && ((read("endDate") as number) > from || repeats);
        return kept ? [entry(read, stamp)] : [];
      }),
    );
    return appleScriptAnswer({ events: found, from: stamp(from), to: stamp(to) });
  };
}

export const calendarModel: SimAppModel = {
  name: "Calendar",
  bundleID: "com.apple.iCal",
  start: (desktop, from) => {
    const events = eventsFrom(from.state);
    return {
      name: "Calendar",
      bundleId: "com.apple.iCal",
      dictionary: DICTIONARY,
      isRunning: () => desktop.isRunning("Calendar"),
      launch: () => {},
      handle: (event) => answer(events, event, desktop),
      appleScripts: [{ source: CALENDAR_EVENTS, run: calendarEvents(desktop) }],
      state: () => ({ events: events.map((e) => ({ ...e })) }),
    };
  },
};
