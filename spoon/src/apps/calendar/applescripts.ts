/**
 * The AppleScript the Spoon sends Calendar. Its data comes as `run argv`; it waits at most
 * CALENDAR_APPLE_EVENT_SECONDS for Calendar; it reads each property of every event of every calendar in one
 * Apple event (a `whose` query through osascript takes seconds) and keeps the events in the range itself.
 */
import { APPLESCRIPT_FRAMED } from "../../contract/index.ts";
import { CALENDAR_APPLE_EVENT_SECONDS } from "./contract.ts";

/**
 * argv = from ("today": midnight, or "now"), days: the events overlapping from then until midnight `days` days
 * after today's. Prints {"events": [{"title", "start", "end"}]}, times local as "YYYY-MM-DDTHH:MM".
 */
export const CALENDAR_EVENTS = `on run argv
	set fromWhen to item 1 of argv
	set dayCount to (item 2 of argv) as integer
	with timeout of ${CALENDAR_APPLE_EVENT_SECONDS} seconds
		tell application "Calendar"
			set titles to summary of every event of every calendar
			set startDates to start date of every event of every calendar
			set endDates to end date of every event of every calendar
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
			if s < toDate and e > fromDate then
				set titled to "{\\"title\\":" & my jsonText(item i of item c of titles)
				set end of found to titled & ",\\"start\\":" & my stamp(s) & ",\\"end\\":" & my stamp(e) & "}"
			end if
		end repeat
	end repeat
	return my framed("{\\"events\\":" & my jsonList(found) & "}")
end run

on stamp(d)
	set ymd to ((year of d) as text) & "-" & my two((month of d) as integer) & "-" & my two(day of d)
	return "\\"" & ymd & "T" & my two(hours of d) & ":" & my two(minutes of d) & "\\""
end stamp

on two(n)
	return text -2 thru -1 of ("0" & (n as text))
end two

${APPLESCRIPT_FRAMED}`;
