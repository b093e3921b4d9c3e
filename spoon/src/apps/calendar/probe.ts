import { ok } from "../../runtime";
import { counted, type AppProbe } from "../probe";
import { calendar } from ".";

/** Calendar's part of the first-contact report: today's events, read as "what's on my calendar today" reads them. */
export const calendarProbes: AppProbe[] = [
  {
    app: calendar.name,
    bundleID: "com.apple.iCal",
    what: "today's events",
    read: async (ctx) => {
      const { events } = await calendar.operations.calendar_events.run({ from: "today", days: 1 }, ctx);
      return ok(counted(events.length, "event"));
    },
  },
];
