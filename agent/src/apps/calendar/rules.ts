import { pattern, plan, type Rule } from "../../planner/index.ts";
import type { CalendarCommand } from "./commands.ts";
import { askedDay } from "./phrases.ts";

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

/** The read-only command a day's question plans. "This week" is the coming seven days: whatever day the week is
 * taken to start on, they hold the rest of it, and listing more is harmless where listing less would not be. */
function dayCommand(clause: string): CalendarCommand | undefined {
  const day = askedDay(clause);
  if (day === undefined) return undefined;
  if (day === "today") return { type: "calendar_today" };
  if (day === "this_week") return { type: "calendar_upcoming", days: 7 };
  if (day === "next") return { type: "calendar_next" };
  return { type: "calendar_on", day };
}

/** "what's on my calendar today", "what's on friday", "my next meeting", "am I free at 3": read-only, planned with
 * no model call. Nothing here writes to Calendar. */
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
  {
    precedence: "sentence",
    // Only verbs other rules have already: a new one would stop "close x and my y" borrowing "close".
    verbs: ["what's", "what", "show", "list"],
    match: (clause) => {
      const command = dayCommand(clause);
      return command === undefined ? undefined : plan([command]);
    },
  },
];
