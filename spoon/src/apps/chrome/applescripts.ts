/**
 * The AppleScript texts the Spoon runs: only what JXA cannot say. JXA has no insertion locations
 * ("before tab 3"); its `tabs.push()` only appends. Like the JXA scripts, each takes its data as
 * `run argv` arguments and prints "length:json" (ASCII only).
 */

/**
 * argv = windowIndex, position, url, repeated: each url opens in a new tab before the tab now at
 * `position` of window `windowIndex` (at the end when there are fewer tabs); windowIndex 0 opens a
 * new window for it. Chrome makes the new tab the window's active one. Prints {"opened": [id...]}.
 */
export const REOPEN_TABS = `on run argv
	set opened to {}
	tell application "Google Chrome"
		repeat with i from 1 to (count of argv) by 3
			set windowIndex to (item i of argv) as integer
			set tabPosition to (item (i + 1) of argv) as integer
			set pageURL to item (i + 2) of argv
			if windowIndex is 0 or windowIndex > (count of windows) then
				set targetWindow to make new window
				set made to active tab of targetWindow
				set URL of made to pageURL
			else
				set targetWindow to window windowIndex
				if tabPosition > (count of tabs of targetWindow) then
					set made to make new tab at end of tabs of targetWindow with properties {URL:pageURL}
				else
					set made to make new tab at before tab tabPosition of targetWindow with properties {URL:pageURL}
				end if
			end if
			set end of opened to "\\"" & ((id of made) as text) & "\\""
		end repeat
	end tell
	set AppleScript's text item delimiters to ","
	set answer to "{\\"opened\\":[" & (opened as text) & "]}"
	return ((length of answer) as text) & ":" & answer
end run`;
