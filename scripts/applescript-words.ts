/**
 * The words an AppleScript the Spoon sends may not use as a variable, a handler's name or a handler's parameter:
 * the compiler reads them as AppleScript's own terms or as a class of the app the script addresses, and refuses
 * the script ("Expected variable name or property but found class name", -2741). Each list names its source.
 */

/**
 * AppleScript Language Guide, "Lexical Conventions" › "Reserved Words" (developer.apple.com/library/archive/
 * documentation/AppleScript/Conceptual/AppleScriptLangGuide/conceptual/ASLR_lexical_conventions.html). A phrase
 * ("apart from", "out of") is kept whole: its first word alone is refused too, since the compiler reads ahead.
 */
export const RESERVED_WORDS = [
  ...["about", "above", "after", "against", "and", "apart from", "around", "as", "aside from", "at", "back"],
  ...["before", "beginning", "behind", "below", "beneath", "beside", "between", "but", "by", "considering"],
  ...["contain", "contains", "continue", "copy", "div", "does", "eighth", "else", "end", "equal", "equals"],
  ...["error", "every", "exit", "false", "fifth", "first", "for", "fourth", "from", "front", "get", "given"],
  ...["global", "if", "ignoring", "in", "instead of", "into", "is", "it", "its", "last", "local", "me", "middle"],
  ...["mod", "my", "ninth", "not", "of", "on", "onto", "or", "out of", "over", "prop", "property", "put", "ref"],
  ...["reference", "repeat", "return", "returning", "script", "second", "set", "seventh", "since", "sixth", "some"],
  ...["tell", "tenth", "that", "the", "then", "third", "through", "thru", "timeout", "times", "to", "transaction"],
  ...["true", "try", "until", "where", "while", "whose", "with", "without"],
];

/**
 * AppleScript Language Guide, "Operators Reference" (the words of its comparison operators: "begins with",
 * "starts with", "ends with", "comes before", "is greater than", "is contained by"...) and "Class Reference" ›
 * constants of the `AppleScript` object and of `date` (pi, space, tab, linefeed, quote, days, weeks, the months
 * and weekdays...): a variable of that name would read as the operator or the constant.
 */
export const OPERATOR_AND_CONSTANT_WORDS = [
  ...["begin", "begins", "start", "starts", "ends", "comes", "contained", "greater", "less", "isn't", "doesn't"],
  ...["pi", "result", "space", "tab", "linefeed", "quote", "missing", "yes", "no", "ask", "minutes", "hours"],
  ...["days", "weeks", "january", "february", "march", "april", "may", "june", "july", "august", "september"],
  ...["october", "november", "december", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"],
  ...["sunday", "applescript", "current", "version"],
];

/**
 * AppleScript's own classes, singular and plural: AppleScript Language Guide, "Class Reference" (alias,
 * application, boolean, class, constant, date, file, integer, list, number, real, record, reference, script,
 * text, unit types) and the elements of text and lists it names there (character, word, paragraph, text item,
 * item), with the synonyms the compiler still knows (string, Unicode text, styled text).
 */
export const APPLESCRIPT_CLASSES = [
  ...["alias", "aliases", "application", "applications", "boolean", "booleans", "class", "classes", "constant"],
  ...["constants", "data", "date", "dates", "file", "files", "integer", "integers", "list", "lists", "number"],
  ...["numbers", "real", "reals", "record", "records", "script", "scripts", "text", "texts", "string", "strings"],
  ...["unicode", "styled", "international", "character", "characters", "word", "words", "paragraph", "paragraphs"],
  ...["item", "items", "month", "months", "weekday", "weekdays", "centimeters", "meters", "inches", "feet"],
  ...["yards", "miles", "liters", "gallons", "grams", "kilograms", "ounces", "pounds", "degrees"],
];

/**
 * Each addressed app's classes, singular and plural, from its scripting dictionary (sdef), as the reference
 * audit of the Spoon's scripts gives them: Notes.sdef (application, account, folder, note, attachment);
 * Calendar.app's sdef (calendar, event, attendee, display/mail/sound/open file alarm); Chromium's
 * chrome/browser/ui/cocoa/applescript/scripting.sdef (window, tab, bookmark folder, bookmark item). Each also
 * has the Standard Suite's window and document.
 */
export const APP_CLASSES: Readonly<Record<string, readonly string[]>> = {
  Notes: [
    ...["account", "accounts", "folder", "folders", "note", "notes", "attachment", "attachments"],
    ...["window", "windows", "document", "documents"],
  ],
  Calendar: [
    ...["calendar", "calendars", "event", "events", "attendee", "attendees", "alarm", "alarms", "display"],
    ...["mail", "sound", "open", "window", "windows", "document", "documents"],
  ],
  "Google Chrome": [
    ...["window", "windows", "tab", "tabs", "bookmark", "bookmarks", "folder", "folders"],
    ...["document", "documents"],
  ],
};

/** What a refused word is: one of the lists above. */
export type RefusedBecause = "reserved word" | "operator or constant" | "AppleScript class" | "app class";
