import { pattern, plan, type Rule } from "../../planner/index.ts";
import type { CalendarCommand } from "./commands.ts";

const CALENDAR = String.raw`(?:my |the )?(?:calendar|agenda|schedule)`;
const TODAY = pattern(
  String.raw`^(?:what'?s|what is|show(?: me)?|list)(?: on)? (?:my |the )?(?:calendar|agenda|schedule|events)`,
  String.raw`(?: for)? today\??$|^(?:what'?s|what is) on ${CALENDAR}\??$`,
  String.raw`|^(?:my |today'?s )(?:calendar|agenda|events)\??$`,
);
const UPCOMING = pattern(
  String.raw`^(?:what'?s|what is) (?:coming up|on ${CALENDAR})(?: this week| for the week)?\??$`,
  String.raw`|^(?:show(?: me)?|list)(?: my)? (?:upcoming events|events this week)$|^upcoming events\??$`,
);

/** "what's on my calendar today", "what's coming up this week": read-only, planned with no model call. */
export const CALENDAR_RULES: Rule<CalendarCommand>[] = [
  {
    precedence: "sentence",
    verbs: ["what's", "show", "list"],
    match: (clause) => (TODAY.test(clause) ? plan([{ type: "calendar_today" }]) : undefined),
  },
  {
    precedence: "sentence",
    verbs: ["what's", "show", "list"],
    match: (clause) => (UPCOMING.test(clause) ? plan([{ type: "calendar_upcoming", days: 7 }]) : undefined),
  },
];
