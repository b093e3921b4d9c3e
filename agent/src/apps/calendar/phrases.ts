// How people ask Calendar about a day: "what's on my calendar tomorrow", "any meetings friday", "my schedule next
// week", "am I free at 3". Only the forms below are read; a day they cannot place exactly ("last tuesday",
// "in march", "next friday": this coming one or the week after?) matches nothing, and the planner defers.
import { pattern } from "../../planner/index.ts";
import { type NamedDay, WEEKDAYS } from "./days.ts";

/** A day a question names: today, this week, or one the calendar_on command places. */
export type AskedDay = "today" | "this_week" | NamedDay;

const THING = String.raw`(?:calendar|agenda|schedule|meetings|events|appointments|plans)`;
const DAY = String.raw`today|tomorrow|this week|next week|(?:this )?(?:${WEEKDAYS.join("|")})`;
/** What is asked before the day: "what's on", "what do I have", "any meetings", "my schedule", "show my calendar". */
const ASKED = [
  String.raw`(?:what'?s|what is) (?:on|happening|going on|(?:on )?(?:my|the) ${THING}(?: like)?)`,
  String.raw`what (?:do i have|have i got)(?: on| going on)?(?: my ${THING})?`,
  String.raw`what (?:meetings|events|appointments) (?:do i have|have i got)`,
  String.raw`(?:do i have )?any(?:thing(?: on)?| meetings| events| appointments)`,
  String.raw`do i have (?:anything|meetings|events|appointments)(?: on)?`,
  String.raw`(?:show(?: me)?|list|check|read me|tell me)(?: what'?s on)? (?:my|the) ${THING}`,
  String.raw`(?:how does|how's|what does) my (?:schedule|calendar) look(?: like)?`,
  String.raw`my ${THING}`,
];
const DAY_QUESTION = pattern(String.raw`^(?:${ASKED.join("|")})(?: for| on)? (${DAY})$`);
const DAY_FIRST = pattern(String.raw`^(today|tomorrow)'?s ${THING}$`);
/** "how does my day look", "what does my week look like": today, this week. */
const MY_DAY = pattern(String.raw`^(?:how does|how's|what does) my (day|week) look(?: like)?(?: today| this week)?$`);
/** "am I free at 3", "am I busy tomorrow at 2pm", "am I available on friday": that day's events, listed. */
const TIME = String.raw`(?:at |around )(?:\d{1,2}(?::\d{2})?(?: ?[ap]\.?m\.?)?|noon)`;
const FREE = pattern(
  String.raw`^am i (?:free|busy|available)(?:(?: on)? (${DAY}))?(?: ${TIME})?(?:(?: on)? (${DAY}))?$`,
);
const NEXT = pattern(
  String.raw`^(?:(?:what'?s|what is|when'?s|when is|what time is|show(?: me)?) )?(?:my |the )?next `,
  String.raw`(?:meeting|event|appointment|call)(?: on (?:my|the) calendar)?$`,
  String.raw`|^(?:what'?s|what is|what comes) next (?:on|in) (?:my |the )?${THING}$`,
);

const asked = (phrase: string): AskedDay => {
  const day = phrase.replace(/^this (?=[a-z]+day$)/, "");
  return day === "this week" ? "this_week" : day === "next week" ? "next_week" : (day as AskedDay);
};

/** The day a calendar question asks about, "next" for "my next meeting", or undefined when it is none of these. */
export function askedDay(clause: string): AskedDay | "next" | undefined {
  const text = clause.replace(/\s*\?+$/, "").trim();
  if (NEXT.test(text)) return "next";
  const day = DAY_QUESTION.exec(text)?.[1] ?? DAY_FIRST.exec(text)?.[1];
  if (day !== undefined) return asked(day);
  const mine = MY_DAY.exec(text)?.[1];
  if (mine !== undefined) return mine === "day" ? "today" : "this_week";
  const free = FREE.exec(text);
  if (free === null) return undefined;
  if (free[1] !== undefined && free[2] !== undefined) return undefined;
  return asked(free[1] ?? free[2] ?? "today");
}
