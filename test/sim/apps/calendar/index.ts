// Calendar's model: its calendars and events (calendar-state.ts), reached by the Spoon's JXA through Calendar's own
// terms (calendar-dictionary.ts). As on a Mac, an Apple event about a calendar's events goes through each of them: a
// `whose` test examines every event of the calendars it names (charged per event, CALENDAR_COSTS) and answers only
// those that pass; an event that reaches Calendar while it is not running starts it.
import {
  AppleEventError,
  dateValue,
  invalidIndex,
  objectNotFound,
  passesWhose,
  type AppleEvent,
  type EventReply,
  type ReplyValue,
  type Specifier,
} from "../../osascript/apple-events.ts";
import { CALENDAR_COSTS } from "../../costs.ts";
import type { SimDesktop } from "../../desktop.ts";
import { desktopDate } from "../../mac-time.ts";
import type { SimAppModel } from "../app-model.ts";
import { CALENDAR_DICTIONARY } from "./calendar-dictionary.ts";
import { calendarFrom, calendarOf, eventSpan, type CalendarState, type SimEvent } from "./calendar-state.ts";

const BUNDLE_ID = "com.apple.iCal";

type CalendarObject =
  | { class: "application" }
  | { class: "calendar"; name: string }
  | { class: "event"; event: SimEvent; uid: string; calendar: string };
type Resolved = CalendarObject | Resolved[];
type Spans = WeakMap<SimEvent, { start: number; end: number }>;

/** Resolves specifiers against the state, counting the events a `whose` examined. */
class Resolver {
  scanned = 0;
  constructor(
    private readonly state: CalendarState,
    private readonly desktop: SimDesktop,
    /** Each event's span once computed: the Mac's time zone and start day do not change while it runs. */
    private readonly spans: Spans,
  ) {}

  resolve(spec: Specifier): Resolved {
    if (spec.form === "application") return { class: "application" };
    const container = this.resolve(spec.container);
    if (spec.form === "property") return this.map(container, (object) => this.read(object, spec.property));
    return this.map(container, (object): Resolved => {
      const elements = this.elements(object, spec.element);
      switch (spec.form) {
        case "every":
          return elements;
        case "index": {
          const found = elements[spec.index < 0 ? elements.length + spec.index : spec.index];
          if (!found) throw invalidIndex();
          return found;
        }
        case "name":
          return this.pick(elements, (element) => this.read(element, "name") === spec.name);
        case "id":
          return this.pick(
            elements,
            (element) => this.read(element, element.class === "event" ? "uid" : "calendarIdentifier") === spec.id,
          );
        case "whose":
          this.scanned += elements.length;
          return elements.filter((element) => passesWhose(spec.test, (property) => this.read(element, property)));
      }
    });
  }

  private map(resolved: Resolved, visit: (object: CalendarObject) => Resolved | ReplyValue): never {
    return (Array.isArray(resolved) ? resolved.map((item) => this.map(item, visit)) : visit(resolved)) as never;
  }

  private pick(elements: CalendarObject[], matches: (element: CalendarObject) => boolean): CalendarObject {
    const found = elements.find(matches);
    if (!found) throw objectNotFound();
    return found;
  }

  private elements(object: CalendarObject, element: string): CalendarObject[] {
    const { calendars, events } = this.state;
    if (object.class === "application" && element === "calendars")
      return calendars.map((name) => ({ class: "calendar", name }));
    if (object.class === "calendar" && element === "events")
      return events.flatMap((event, i) =>
        calendarOf(this.state, event) === object.name
          ? [{ class: "event" as const, event, uid: `sim-event-${i + 1}`, calendar: object.name }]
          : [],
      );
    if (object.class === "event" || object.class === "application") return [];
    throw objectNotFound();
  }

  read(object: CalendarObject, property: string): ReplyValue {
    if (object.class === "application")
      return ({ name: "Calendar", frontmost: false, version: "15.0" } as Record<string, ReplyValue>)[property] ?? null;
    if (object.class === "calendar")
      return property === "name"
        ? object.name
        : property === "calendarIdentifier"
          ? `sim-calendar-${object.name}`
          : property === "writable"
            ? true
            : null;
    const { event, uid } = object;
    const span = this.spans.get(event) ?? eventSpan(event, this.desktop);
    this.spans.set(event, span);
    const dated = (text: string) => dateValue(desktopDate(text, this.desktop.timeZone, this.desktop.startDate ?? 0));
    const values: Record<string, () => ReplyValue> = {
      summary: () => event.title,
      startDate: () => dateValue(span.start),
      endDate: () => dateValue(span.end),
      alldayEvent: () => event.allDay === true,
      // Missing value for an event that does not repeat.
      recurrence: () => event.recurrence ?? null,
      excludedDates: () => (event.excludedDates ?? []).map(dated),
      uid: () => uid,
      location: () => event.location ?? null,
      status: () => "none",
      sequence: () => 0,
    };
    return values[property]?.() ?? null;
  }
}

function answer(state: CalendarState, desktop: SimDesktop, spans: Spans, event: AppleEvent): EventReply {
  if (event.kind !== "get" && event.kind !== "count")
    return { ok: false, number: -10003, message: "Access not allowed." };
  const resolver = new Resolver(state, desktop, spans);
  try {
    const resolved = resolver.resolve(event.target) as unknown;
    const value =
      event.kind === "count" ? (Array.isArray(resolved) ? resolved.length : 1) : objectsAsReferences(resolved);
    return { ok: true, value, ...(resolver.scanned ? { scanned: resolver.scanned } : {}) };
  } catch (error) {
    if (error instanceof AppleEventError) return { ok: false, number: error.number, message: error.message };
    throw error;
  }
}

/** A get that names objects, not a property, answers references to them. */
function objectsAsReferences(resolved: unknown): ReplyValue {
  if (Array.isArray(resolved)) return resolved.map(objectsAsReferences);
  if (resolved === null || typeof resolved !== "object" || !("class" in resolved)) return resolved as ReplyValue;
  const object = resolved as CalendarObject;
  const calendar = (name: string): Specifier => ({
    form: "name",
    container: { form: "application" },
    element: "calendars",
    name,
  });
  if (object.class === "calendar") return { $specifier: calendar(object.name), $class: "calendar" };
  if (object.class === "event")
    return {
      $specifier: { form: "id", container: calendar(object.calendar), element: "events", id: object.uid },
      $class: "event",
    };
  return { $specifier: { form: "application" }, $class: "application" };
}

export const calendarModel: SimAppModel = {
  name: "Calendar",
  bundleID: BUNDLE_ID,
  start: (desktop, from) => {
    const state = calendarFrom(from.state);
    const spans: Spans = new WeakMap();
    const start = () => {
      if (!desktop.isRunning("Calendar"))
        desktop.running.push({ name: "Calendar", bundleID: BUNDLE_ID, pid: desktop.newPid(), hidden: false });
    };
    return {
      name: "Calendar",
      bundleId: BUNDLE_ID,
      dictionary: CALENDAR_DICTIONARY,
      isRunning: () => desktop.isRunning("Calendar"),
      launch: start,
      handle: (event) => {
        start();
        return answer(state, desktop, spans, event);
      },
      state: () => ({ calendars: [...state.calendars], events: state.events.map((e) => ({ ...e })) }),
      costs: CALENDAR_COSTS,
    };
  },
};
