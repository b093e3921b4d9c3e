/**
 * The AppleScript texts the Spoon sends Notes: AppleScript, not JXA, which is known to hang on Notes. Each
 * takes its data as `run argv` (never spliced into the text), waits at most NOTES_APPLE_EVENT_SECONDS for
 * Notes (`with timeout`), reads in bulk (one Apple event per property for every note of every folder) and
 * prints "length:json" (ASCII only). Notes in "Recently Deleted" are neither listed nor appended to.
 */
import { APPLESCRIPT_FRAMED } from "../../contract/index.ts";
import { NOTES_APPLE_EVENT_SECONDS } from "./contract.ts";

const WAIT = `with timeout of ${NOTES_APPLE_EVENT_SECONDS} seconds`;

/** argv = title, body (HTML): a new note in the default folder. Prints {"id"}. */
export const CREATE_NOTE = `on run argv
	set noteTitle to item 1 of argv
	set noteBody to item 2 of argv
	${WAIT}
		tell application "Notes"
			set made to make new note with properties {name:noteTitle, body:noteBody}
			set noteId to id of made
		end tell
	end timeout
	return my framed("{\\"id\\":" & my jsonText(noteId) & "}")
end run

${APPLESCRIPT_FRAMED}`;

/**
 * What a body write would lose, found in a note's body HTML (AppleScript's `contains` ignores case): a checklist,
 * which Notes reads out as a plain list, headings, tables and inline pictures. A heading that is the body's first
 * line is the note's title as Notes styles it (jheddings/notes2notion#6) and is not counted.
 */
const BODY_LOSES = `on bodyLoses(oldBody)
	if oldBody contains "<ul" or oldBody contains "<ol" then return "checklist"
	set laterBody to oldBody
	if (oldBody starts with "<div><h1>" or oldBody starts with "<h1>") and oldBody contains "</h1>" then
		set laterBody to text (offset of "</h1>" in oldBody) thru -1 of oldBody
	end if
	repeat with tag in {"<h1", "<h2", "<h3", "<h4", "<table", "<img", "<object"}
		if laterBody contains tag then return "formatting"
	end repeat
	return ""
end bodyLoses`;

/**
 * argv = title, HTML to add: appended to the one note of that title (any case), else nothing. Setting `body`
 * rewrites the whole note, so a note that is locked, has attachments or has a checklist or formatting the write
 * would lose is left as it is, `wouldLose` saying why ("locked", "attachments", "checklist", "formatting"; "" when
 * nothing). Prints {"appended", "wouldLose", "matches": [{"id", "title", "folder"}]}.
 */
export const APPEND_NOTE = `on run argv
	set wanted to item 1 of argv
	set piece to item 2 of argv
	${WAIT}
		tell application "Notes"
			set folderNames to name of every folder
			set noteNames to name of every note of every folder
			set noteIds to id of every note of every folder
		end tell
	end timeout
	set found to {}
	set matches to {}
	repeat with f from 1 to count of folderNames
		if item f of folderNames is not "Recently Deleted" then
			repeat with i from 1 to count of item f of noteNames
				if item i of item f of noteNames is wanted then
					set noteId to item i of item f of noteIds
					set end of found to noteId
					set titled to "{\\"id\\":" & my jsonText(noteId) & ",\\"title\\":" & my jsonText(item i of item f of noteNames)
					set end of matches to titled & ",\\"folder\\":" & my jsonText(item f of folderNames) & "}"
				end if
			end repeat
		end if
	end repeat
	set appended to "false"
	set wouldLose to ""
	if (count of found) is 1 then
		${WAIT}
			tell application "Notes"
				set target to note id (item 1 of found)
				if password protected of target then
					set wouldLose to "locked"
				else if (count of attachments of target) > 0 then
					set wouldLose to "attachments"
				else
					set oldBody to body of target
					set wouldLose to my bodyLoses(oldBody)
					if wouldLose is "" then
						set body of target to oldBody & piece
						set appended to "true"
					end if
				end if
			end tell
		end timeout
	end if
	set answered to "{\\"appended\\":" & appended & ",\\"wouldLose\\":" & my jsonText(wouldLose)
	return my framed(answered & ",\\"matches\\":" & my jsonList(matches) & "}")
end run

${BODY_LOSES}

${APPLESCRIPT_FRAMED}`;

/** Every note outside "Recently Deleted": {"notes": [{"title", "folder", "age"}]}, age in seconds since changed. */
export const LIST_NOTES = `on run argv
	${WAIT}
		tell application "Notes"
			set folderNames to name of every folder
			set noteNames to name of every note of every folder
			set noteDates to modification date of every note of every folder
		end tell
	end timeout
	set now to current date
	set listed to {}
	repeat with f from 1 to count of folderNames
		if item f of folderNames is not "Recently Deleted" then
			repeat with i from 1 to count of item f of noteNames
				set age to (now - (item i of item f of noteDates)) as integer
				set titled to "{\\"title\\":" & my jsonText(item i of item f of noteNames)
				set foldered to titled & ",\\"folder\\":" & my jsonText(item f of folderNames)
				set end of listed to foldered & ",\\"age\\":" & (age as text) & "}"
			end repeat
		end if
	end repeat
	return my framed("{\\"notes\\":" & my jsonList(listed) & "}")
end run

${APPLESCRIPT_FRAMED}`;

/** argv = id: that note deleted, which Notes moves to "Recently Deleted". Prints {"deleted"}. */
export const DELETE_NOTE = `on run argv
	set noteId to item 1 of argv
	set deleted to "false"
	${WAIT}
		tell application "Notes"
			if exists note id noteId then
				if name of container of note id noteId is not "Recently Deleted" then
					delete note id noteId
					set deleted to "true"
				end if
			end if
		end tell
	end timeout
	return my framed("{\\"deleted\\":" & deleted & "}")
end run

${APPLESCRIPT_FRAMED}`;
