// Calendar's own operation (spoon/src/apps/calendar/): declared here, proven equal to the agent's
// (agent/src/apps/calendar/).

/**
 * An event: its title, its start and end in the Mac's local time ("2025-03-14T09:00"), the calendar holding it, and
 * whether it is an all-day event (from its day's midnight to the next). A repeating series comes once, at its first
 * occurrence, with its RRULE (`recurrence`, "FREQ=WEEKLY;INTERVAL=1;BYDAY=MO") and the starts of the occurrences
 * taken out of it (`excluded`); the agent expands it over the range.
 */
export interface CalendarEvent {
  title: string;
  start: string;
  end: string;
  calendar?: string | undefined;
  allDay?: boolean | undefined;
  recurrence?: string | undefined;
  excluded?: string[] | undefined;
}

/**
 * Calendar's one operation, read-only: the events of today ("today": from midnight) or from now on
 * ("upcoming"), until midnight `days` days after today's, earliest first.
 */
export interface CalendarOps {
  calendar_events: {
    params: { from: "today" | "now"; days: number };
    /** The range read, local: from midnight or now until midnight `days` days after today's. */
    result: { events: CalendarEvent[]; from: string; to: string };
  };
}

/** How long the Spoon waits for it (it kills osascript after that). */
export const CALENDAR_SCRIPT_SECONDS = 10;

/** How long the operation may take inside the Spoon, in seconds: one script. */
export const CALENDAR_SECONDS = { calendar_events: () => CALENDAR_SCRIPT_SECONDS };
