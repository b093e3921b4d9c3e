// Notes' scripting dictionary under JXA's names: a digest of Notes.sdef as `sdef /System/Applications/Notes.app |
// sdp -fh` renders it (Notes.h, the ScriptingBridge header: its Standard Suite and Notes Suite), so a name it lacks
// (`note.tags`, `folder.notes.pinned`) is undefined in a script, as on a Mac.
import { READ_ONLY, READ_WRITE, type ClassTerms, type ScriptingDictionary } from "../../osascript/apple-events.ts";

const object = (className: string, writable = false) => ({ type: { class: className }, writable });

/** NotesGenericMethods: what every account, folder, note and attachment responds to (Notes.h). */
const GENERIC = ["close", "save", "print", "delete", "duplicate", "move", "show", "exists"];

const application: ClassTerms = {
  properties: {
    name: READ_ONLY,
    frontmost: READ_ONLY,
    version: READ_ONLY,
    defaultAccount: object("account", true),
    selection: READ_WRITE,
  },
  elements: {
    ...{ documents: "document", windows: "window", accounts: "account" },
    ...{ folders: "folder", notes: "note", attachments: "attachment" },
  },
  commands: ["open", "print", "quit", "exists", "openNoteLocation", "activate", "make", "delete"],
};

export const NOTES_DICTIONARY: ScriptingDictionary = {
  application: "application",
  source:
    "Notes.sdef as `sdef /System/Applications/Notes.app | sdp -fh` renders it: the Notes.h ScriptingBridge header " +
    "published in public code (NotesApplication, NotesAccount, NotesFolder, NotesNote with passwordProtected and " +
    'shared, NotesAttachment); the Markdown rendering "Notes AppleScript Dictionary … Auto-generated from ' +
    'Notes.sdef" agrees term for term (its version unstated: VERIFY_ON_MAC.md)',
  classes: {
    application,
    account: {
      properties: { defaultFolder: object("folder", true), name: READ_WRITE, upgraded: READ_ONLY, id: READ_ONLY },
      elements: { folders: "folder", notes: "note" },
      commands: GENERIC,
    },
    folder: {
      properties: { name: READ_WRITE, id: READ_ONLY, shared: READ_ONLY, container: object("folder") },
      elements: { folders: "folder", notes: "note" },
      commands: GENERIC,
    },
    note: {
      properties: {
        name: READ_WRITE,
        id: READ_ONLY,
        container: object("folder"),
        body: READ_WRITE,
        plaintext: READ_ONLY,
        creationDate: READ_ONLY,
        modificationDate: READ_ONLY,
        passwordProtected: READ_ONLY,
        shared: READ_ONLY,
      },
      elements: { attachments: "attachment" },
      commands: GENERIC,
    },
    attachment: {
      properties: {
        name: READ_ONLY,
        id: READ_ONLY,
        container: object("note"),
        contentIdentifier: READ_ONLY,
        creationDate: READ_ONLY,
        modificationDate: READ_ONLY,
        URL: READ_ONLY,
        shared: READ_ONLY,
      },
      elements: {},
      commands: GENERIC,
    },
    document: {
      properties: { name: READ_ONLY, modified: READ_ONLY, file: READ_ONLY },
      elements: {},
      commands: GENERIC,
    },
    window: {
      properties: {
        ...{ name: READ_ONLY, id: READ_ONLY, index: READ_WRITE, bounds: READ_WRITE, closeable: READ_ONLY },
        ...{ miniaturizable: READ_ONLY, miniaturized: READ_WRITE, resizable: READ_ONLY, visible: READ_WRITE },
        ...{ zoomable: READ_ONLY, zoomed: READ_WRITE, document: object("document") },
      },
      elements: {},
      commands: GENERIC,
    },
  },
};
