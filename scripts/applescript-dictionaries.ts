/**
 * The words a script may use inside `tell application "X"`, besides AppleScript's own (scripts/applescript-words.ts)
 * and the names the script makes: each term of the app's scripting dictionary (sdef) cut into its words ("start
 * date" → start, date), classes with their plurals. A word outside them is a name the app does not know, which a
 * Mac refuses at compile time or answers with an error (-1728, -10000).
 */

/**
 * AppleScript's own properties and commands a script uses on its values inside a tell block: AppleScript
 * Language Guide, "Class Reference" (list and text: length, rest, reverse, contents, id, class; AppleScript's
 * text item delimiters) and "Commands Reference" (count, log, run, copy).
 */
export const APPLESCRIPT_TERMS = [
  ...["length", "rest", "reverse", "contents", "id", "class", "name", "text", "item", "delimiters", "count", "log"],
  ...["run", "copy", "index", "properties"],
];

/**
 * The Standard Suite every Cocoa app's sdef includes (Cocoa Scripting Guide, "Standard Suite"; it opens each of
 * the three sdefs below): the application's name, frontmost and version; the commands open, close, save, print,
 * quit, count, delete, duplicate, exists, make (new, at, with properties, with data), move; a window's properties.
 */
const STANDARD_SUITE = [
  ...["name", "frontmost", "version", "open", "close", "save", "print", "quit", "count", "delete", "duplicate"],
  ...["exists", "make", "new", "at", "properties", "data", "move", "window", "windows", "document", "documents"],
  ...["bounds", "closeable", "miniaturizable", "miniaturized", "resizable", "visible", "zoomable", "zoomed"],
];

/**
 * Notes.sdef (the audit's rendering, "Notes AppleScript Dictionary … Auto-generated from Notes.sdef"): the
 * application's elements account, folder, note, attachment; a note's name, id, container, body, plaintext,
 * creation date, modification date, password protected, shared; an account's default folder; the `show` command.
 */
const NOTES = [
  ...["account", "accounts", "folder", "folders", "note", "notes", "attachment", "attachments", "container"],
  ...["body", "plaintext", "creation", "modification", "date", "password", "protected", "shared", "default"],
  ...["show", "upgraded", "selection"],
];

/**
 * Calendar.app's sdef (the copy the audit cites, potsbo/jxa-graphql's fixture): calendar (name, color, calendar
 * identifier, writable, description) and its events (summary, description, location, start date, end date,
 * allday event, recurrence, excluded dates, sequence, stamp date, status, uid, url) with their attendees and
 * alarms; the commands reload calendars, switch view, view calendar, show.
 */
const CALENDAR = [
  ...["calendar", "calendars", "color", "identifier", "writable", "description", "event", "events", "summary"],
  ...["location", "start", "end", "date", "allday", "recurrence", "excluded", "dates", "sequence", "stamp"],
  ...["status", "uid", "url", "attendee", "attendees", "alarm", "alarms", "reload", "switch", "view", "show"],
];

/**
 * Chromium's chrome/browser/ui/cocoa/applescript/scripting.sdef: window (given name, id, index, active tab,
 * active tab index, mode, presenting) and its tabs (id, title, URL, loading), bookmark folders and items; the
 * commands reload, go back, go forward, stop, view source, execute (javascript), select all, cut, paste, undo,
 * redo, enter/exit presentation mode.
 */
const CHROME = [
  ...["given", "active", "tab", "tabs", "mode", "presenting", "title", "url", "loading", "bookmark", "bookmarks"],
  ...["folder", "folders", "bar", "other", "reload", "go", "back", "forward", "stop", "source", "execute"],
  ...["javascript", "select", "all", "cut", "paste", "undo", "redo", "enter", "exit", "presentation"],
];

/** Each app the Spoon addresses in AppleScript, by the name its `tell application` gives, with its words. */
export const APP_DICTIONARY_WORDS: Readonly<Record<string, readonly string[]>> = {
  Notes: [...STANDARD_SUITE, ...NOTES],
  Calendar: [...STANDARD_SUITE, ...CALENDAR],
  "Google Chrome": [...STANDARD_SUITE, ...CHROME],
};
