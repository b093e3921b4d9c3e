/**
 * The JavaScript for Automation the Spoon sends Calendar, in one place. Its data comes as `run(argv)`; it prints
 * "length:json". Calendar answers an Apple event about `every event` by going through each event of the calendar, so
 * the script asks each calendar with a `whose` for only the events that overlap the range, and the repeating series
 * begun before its end: a series is one event dated at its first occurrence, its repetition only in `recurrence`
 * (an RFC 5545 RRULE, which always holds "FREQ=") and `excludedDates`, which the agent expands. The simulator reads
 * it too, so it imports with `.ts`, as Node needs.
 */
import { FRAMED } from "../../contract/index.ts";

/**
 * argv = from ("today": midnight, or "now"), days: the range from then until midnight `days` calendar days after
 * today's, counted in days of the Mac's time zone (a day across a DST change is 23 or 25 hours). Prints {"events":
 * [{"title", "start", "end", "calendar", "allDay"?, "recurrence"?, "excluded"?}], "from", "to"}, times local as
 * "YYYY-MM-DDTHH:MM".
 */
export const CALENDAR_EVENTS = `function run(argv) {
  ${FRAMED}
  const days = Number(argv[1]);
  const now = new Date();
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const from = argv[0] === "today" ? today : now;
  const to = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  const two = (n) => String(n).padStart(2, "0");
  const stamp = (d) => d.getFullYear() + "-" + two(d.getMonth() + 1) + "-" + two(d.getDate()) +
    "T" + two(d.getHours()) + ":" + two(d.getMinutes());
  const wanted = { _and: [{ startDate: { _lessThan: to } },
    { _or: [{ endDate: { _greaterThan: from } }, { recurrence: { _contains: "FREQ=" } }] }] };
  const app = Application("Calendar");
  const names = app.calendars.name();
  const events = [];
  names.forEach((name, c) => {
    const found = app.calendars[c].events.whose(wanted);
    const titles = found.summary();
    if (titles.length === 0) return;
    const starts = found.startDate(), ends = found.endDate(), allDay = found.alldayEvent();
    const rules = found.recurrence();
    // Each read goes through the calendar's events again: excluded dates only where a series was found.
    const skipped = rules.some((rule) => rule) ? found.excludedDates() : [];
    titles.forEach((title, i) => {
      if (!starts[i] || !ends[i]) return;
      const event = { title: title || "", start: stamp(starts[i]), end: stamp(ends[i]),
        calendar: name || "" };
      if (allDay[i] === true) event.allDay = true;
      if (rules[i]) {
        event.recurrence = rules[i];
        if ((skipped[i] || []).length) event.excluded = skipped[i].map(stamp);
      }
      events.push(event);
    });
  });
  return framed({ events, from: stamp(from), to: stamp(to) });
}`;
