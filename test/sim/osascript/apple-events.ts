// The data that crosses between a JXA script and a scriptable app: object specifiers, Apple events,
// replies and the app's terminology. Everything here is plain JSON so it can cross the vm boundary
// as a string, the way a real Apple event crosses a process boundary as a descriptor.

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };
export type JsonRecord = { [key: string]: JsonValue };

/** An object specifier: a path from the application to an object, resolved by the app per event. */
export type Specifier =
  | { form: "application" }
  | { form: "every"; container: Specifier; element: string }
  | { form: "index"; container: Specifier; element: string; index: number } // JS index, 0-based
  | { form: "id"; container: Specifier; element: string; id: JsonValue }
  | { form: "name"; container: Specifier; element: string; name: string }
  | { form: "property"; container: Specifier; property: string }
  /** JXA's `elements.whose(test)`: the elements of the container that pass the test, which the app evaluates. */
  | { form: "whose"; container: Specifier; element: string; test: WhoseTest };

/** How a `whose` test compares a property with a value (JXA's `_lessThan`, `_contains`...; a bare value: equals). */
export type WhoseComparison =
  | "equals"
  | "contains"
  | "beginsWith"
  | "endsWith"
  | "lessThan"
  | "lessThanEquals"
  | "greaterThan"
  | "greaterThanEquals";

/** A `whose` test as it crosses: JXA's `_and`, `_or`, `_not`, and one property compared with a value. */
export type WhoseTest =
  | { all: WhoseTest[] }
  | { any: WhoseTest[] }
  | { not: WhoseTest }
  | { property: string; compare: WhoseComparison; value: JsonValue };

/** A date as it crosses, ms since the epoch: a JXA script sees a Date. */
export type DateValue = { $date: number };
export const dateValue = (ms: number): DateValue => ({ $date: ms });

export type AppleEvent =
  | { kind: "get"; target: Specifier }
  | { kind: "set"; target: Specifier; value: JsonValue }
  | { kind: "count"; target: Specifier }
  | { kind: "command"; name: string; target: Specifier; args: JsonRecord }
  | {
      kind: "make";
      className: string;
      at: Specifier | null;
      properties: JsonRecord;
      /** AppleScript's `at before <object>` (JXA cannot say it): the new object goes before `at`. */
      insertion?: "before";
    };

/** A reply value: JSON where `{ $specifier, $class }` stands for an object reference. */
export type ReplyValue = JsonValue | DateValue | ReplyValue[] | ObjectReference;
export interface ObjectReference {
  $specifier: Specifier;
  $class: string;
}

/**
 * An event's reply; `scanned` counts the objects the app examined to answer it (a `whose` test on each of them),
 * charged at its `scanMs`.
 */
export type EventReply =
  | { ok: true; value: ReplyValue; scanned?: number }
  | { ok: false; number: number; message: string };

export interface PropertyTerm {
  type: "value" | { class: string };
  writable: boolean;
}
export interface ClassTerms {
  properties: Record<string, PropertyTerm>;
  elements: Record<string, string>; // JXA element name -> class name, e.g. windows -> window
  commands: string[];
}
export const READ_ONLY: PropertyTerm = { type: "value", writable: false };
export const READ_WRITE: PropertyTerm = { type: "value", writable: true };

/** The Standard Suite's application class: the terms a script may use for any app. */
export const STANDARD_APPLICATION: ClassTerms = {
  properties: { name: READ_ONLY, frontmost: READ_ONLY, version: READ_ONLY },
  elements: { windows: "window" },
  commands: ["activate", "quit"],
};

/** The JXA view of an app's scripting dictionary (sdef): class name -> terms. */
export interface ScriptingDictionary {
  application: string; // the class name of the application object
  classes: Record<string, ClassTerms>;
  /** Where the terms come from: the sdef (or a header generated from it) and its version. */
  source?: string;
}

/**
 * What an app's Apple events cost on a real Mac (costs.ts names the sources), charged by the osascript meter:
 * each event, each item its replies carry, and its launch when an event (or `launch()`) starts it.
 */
export interface AppEventCosts {
  eventMs: number;
  itemMs: number;
  launchMs: number;
  /** Each object a `whose` test examined (default: none charged). */
  scanMs?: number;
}

/** Sends one Apple event to the app a script addresses and returns the reply's value; throws its error. */
export type Send = (event: AppleEvent) => ReplyValue;

/**
 * An app that scripts reach inside the simulated osascript (`Application(name)` in JXA, `tell application
 * "name"` in AppleScript): its dictionary, its Apple events, the AppleScript texts it knows, and its state.
 */
export interface ScriptableApp {
  readonly name: string;
  readonly bundleId: string;
  readonly dictionary: ScriptingDictionary;
  isRunning(): boolean;
  /** Launch without activating, as JXA's `app.launch()` does; sends no Apple event. */
  launch(): void;
  /** Handle one Apple event; the app counts it and launches itself if needed. */
  handle(event: AppleEvent): EventReply;
  /** What `SimMac.appState(name)` shows of it; absent for an app whose state is the desktop's. */
  state?(): object;
  /** What its Apple events and its launch cost (default: Chrome's figures, costs.ts). */
  readonly costs?: AppEventCosts;
}

/** An error the app reports back in the reply (errn/errs), e.g. -1728 "Can't get object.". */
export class AppleEventError extends Error {
  constructor(
    readonly number: number,
    message: string,
  ) {
    super(message);
    this.name = "AppleEventError";
  }
}

export const objectNotFound = (): AppleEventError => new AppleEventError(-1728, "Can't get object.");
export const invalidIndex = (): AppleEventError => new AppleEventError(-1719, "Invalid index.");

const comparable = (value: unknown): unknown =>
  value !== null && typeof value === "object" && "$date" in value ? (value as DateValue).$date : value;

/** Text compares ignoring case, as AppleScript's default and Cocoa scripting's whose tests do. */
const folded = (value: unknown): unknown => (typeof value === "string" ? value.toLowerCase() : value);

function compared(compare: WhoseComparison, given: unknown, wanted: unknown): boolean {
  const [have, want] = [folded(given), folded(wanted)];
  if (compare === "equals") return have === want || (have === undefined && want === null);
  // Missing value passes no other comparison, as in an app's whose clause.
  if (have === null || have === undefined || typeof have !== typeof want) return false;
  const [a, b] = [have as string | number, want as string | number];
  switch (compare) {
    case "contains":
      return String(a).includes(String(b));
    case "beginsWith":
      return String(a).startsWith(String(b));
    case "endsWith":
      return String(a).endsWith(String(b));
    case "lessThan":
      return a < b;
    case "lessThanEquals":
      return a <= b;
    case "greaterThan":
      return a > b;
    case "greaterThanEquals":
      return a >= b;
  }
}

/** Whether an object whose properties `read` gives passes a `whose` test, as the app evaluates it. */
export function passesWhose(test: WhoseTest, read: (property: string) => ReplyValue | undefined): boolean {
  if ("all" in test) return test.all.every((part) => passesWhose(part, read));
  if ("any" in test) return test.any.some((part) => passesWhose(part, read));
  if ("not" in test) return !passesWhose(test.not, read);
  return compared(test.compare, comparable(read(test.property)), comparable(test.value));
}
