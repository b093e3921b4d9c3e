import * as z from "zod";
import { CALENDAR_SECONDS, type CalendarOps } from "../../../../spoon/src/apps/calendar/contract.ts";
import { appOperation, type AppOperationsAgree } from "../../contract/index.ts";

export const CALENDAR_EVENTS = appOperation({
  name: "calendar_events",
  params: z.object({ from: z.enum(["today", "now"]), days: z.number().int() }),
  result: z.object({
    events: z.array(
      z.object({
        title: z.string(),
        start: z.string(),
        end: z.string(),
        calendar: z.string().optional(),
        allDay: z.boolean().optional(),
        recurrence: z.string().optional(),
        excluded: z.array(z.string()).optional(),
      }),
    ),
    from: z.string(),
    to: z.string(),
  }),
  seconds: CALENDAR_SECONDS.calendar_events,
});

export const calendarOperationsAgree: AppOperationsAgree<{ calendar_events: typeof CALENDAR_EVENTS }, CalendarOps> =
  true;
