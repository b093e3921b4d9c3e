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
 * The Spoon sends Notes JXA now (its digest of Notes.sdef: test/sim/apps/notes/dictionary.ts); these words stay for
 * AppleScript a person's own scripts or this check's tests address to Notes.
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
 * alarms; the commands reload calendars, switch view, view calendar, show. Only summary, start date, end date,
 * recurrence and excluded dates are quoted by the audit; the rest as remembered, until a digest of the sdef is in.
 */
const CALENDAR = [
  ...["calendar", "calendars", "color", "identifier", "writable", "description", "event", "events", "summary"],
  ...["location", "start", "end", "date", "allday", "recurrence", "excluded", "dates", "sequence", "stamp"],
  ...["status", "uid", "url", "attendee", "attendees", "alarm", "alarms", "reload", "switch", "view", "show"],
];

/**
 * Chromium's chrome/browser/ui/cocoa/applescript/scripting.sdef, read at chromium/chromium 117e1e44 (its whole
 * text): its own Standard Suite (application: name, frontmost, version; window: name, id, index, bounds,
 * closeable, minimizable, minimized, resizable, visible, zoomable, zoomed, active tab, mode, active tab index; the
 * commands save (in, as), open, close, quit, count (each), delete, duplicate (to, with properties), exists, make
 * (new, at, with data, with properties), move (to), print) and its Chromium Suite (bookmarks bar, other bookmarks;
 * tab: id, title, URL, loading; bookmark folder and bookmark item: id, title, URL, index; the commands reload, go
 * back, go forward, select all, cut selection, copy selection, paste selection, undo, redo, stop, view source,
 * execute (javascript)). Elements take their plurals (windows, tabs).
 */
const CHROME = [
  ...["name", "frontmost", "version", "window", "windows", "id", "index", "bounds", "closeable", "minimizable"],
  ...["minimized", "resizable", "visible", "zoomable", "zoomed", "active", "tab", "tabs", "mode", "save", "in", "as"],
  ...["open", "close", "quit", "count", "each", "delete", "duplicate", "to", "with", "properties", "exists", "make"],
  ...["new", "at", "data", "move", "print", "bookmarks", "bar", "other", "title", "url", "loading", "bookmark"],
  ...["folder", "folders", "item", "items", "reload", "go", "back", "forward", "select", "all", "cut", "copy"],
  ...["paste", "selection", "undo", "redo", "stop", "view", "source", "execute", "javascript"],
];

/** Each app the Spoon addresses in AppleScript, by the name its `tell application` gives, with its words. */
export const APP_DICTIONARY_WORDS: Readonly<Record<string, readonly string[]>> = {
  Notes: [...STANDARD_SUITE, ...NOTES],
  Calendar: [...STANDARD_SUITE, ...CALENDAR],
  "Google Chrome": CHROME,
};
