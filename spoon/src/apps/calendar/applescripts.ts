/**
 * The AppleScript the Spoon sends Calendar. Its data comes as `run argv`; it waits at most
 * CALENDAR_APPLE_EVENT_SECONDS for Calendar; it reads each property of every event of every calendar in one
 * Apple event (a `whose` query through osascript takes seconds) and keeps the events in the range itself. A repeating
 * event is one object per series dated at its first occurrence, its repetition only in `recurrence` (an RRULE) and
 * `excluded dates`: a series that starts before the range's end is kept with both, for the agent to expand.
 */
import { APPLESCRIPT_FRAMED } from "../../contract/index.ts";
import { CALENDAR_APPLE_EVENT_SECONDS } from "./contract.ts";

/**
 * argv = from ("today": midnight, or "now"), days: the events overlapping from then until midnight `days` days
 * after today's, and the repeating series begun before its end. Prints {"events": [{"title", "start", "end",
 * "recurrence"?, "excluded"?}], "from", "to"}, times local as "YYYY-MM-DDTHH:MM".
 */
export const CALENDAR_EVENTS = `on run argv
	set fromWhen to item 1 of argv
	set dayCount to (item 2 of argv) as integer
	with timeout of ${CALENDAR_APPLE_EVENT_SECONDS} seconds
		tell application "Calendar"
			set titles to summary of every event of every calendar
			set startDates to start date of every event of every calendar
			set endDates to end date of every event of every calendar
			set repeatRules to recurrence of every event of every calendar
			set skippedDates to excluded dates of every event of every calendar
		end tell
	end timeout
	set now to current date
	set dayStart to current date
	set time of dayStart to 0
	set fromDate to now
	if fromWhen is "today" then set fromDate to dayStart
	set toDate to dayStart + dayCount * days
	set found to {}
	repeat with c from 1 to count of startDates
		repeat with i from 1 to count of item c of startDates
			set s to item i of item c of startDates
			set e to item i of item c of endDates
			set repeatRule to item i of item c of repeatRules
			if repeatRule is missing value then set repeatRule to ""
			set isSeries to repeatRule is not ""
			if s < toDate and (e > fromDate or isSeries) then
				set titled to "{\\"title\\":" & my jsonText(item i of item c of titles)
				set eventText to titled & ",\\"start\\":" & my stamp(s) & ",\\"end\\":" & my stamp(e)
				if isSeries then
					set skipped to my stampList(item i of item c of skippedDates)
					set eventText to eventText & ",\\"recurrence\\":" & my jsonText(repeatRule)
					if skipped is not "[]" then set eventText to eventText & ",\\"excluded\\":" & skipped
				end if
				set end of found to eventText & "}"
			end if
		end repeat
	end repeat
	set span to ",\\"from\\":" & my stamp(fromDate) & ",\\"to\\":" & my stamp(toDate)
	return my framed("{\\"events\\":" & my jsonList(found) & span & "}")
end run

on stampList(dateList)
	set stamped to {}
	if dateList is missing value then return "[]"
	repeat with d in dateList
		set end of stamped to my stamp(contents of d)
	end repeat
	return my jsonList(stamped)
end stampList

on stamp(d)
	set ymd to ((year of d) as text) & "-" & my two((month of d) as integer) & "-" & my two(day of d)
	return "\\"" & ymd & "T" & my two(hours of d) & ":" & my two(minutes of d) & "\\""
end stamp

on two(n)
	return text -2 thru -1 of ("0" & (n as text))
end two

${APPLESCRIPT_FRAMED}`;
