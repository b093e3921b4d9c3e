// Finder's scripting dictionary, digested from its sdef under JXA's names: the classes the Spoon's scripts reach, each
// with the properties, elements and commands the sdef gives it (properties the model does not answer fail as a
// simulator gap, not as a missing name). A name the sdef lacks is undefined in a script, as on a Mac.
import {
  READ_ONLY,
  READ_WRITE,
  type ClassTerms,
  type PropertyTerm,
  type ScriptingDictionary,
} from "../../osascript/apple-events.ts";

const object = (className: string, writable = false): PropertyTerm => ({ type: { class: className }, writable });
const values = (names: string[], term: PropertyTerm) => Object.fromEntries(names.map((name) => [name, term]));

/** The commands every Finder object answers (the sdef's Standard Suite and Finder items suite). */
const OBJECT_COMMANDS = ["open", "print", "activate", "close", "dataSize", "delete", "duplicate", "exists", "move"];
const ITEM_COMMANDS = [...OBJECT_COMMANDS, "select", "sort", "cleanUp", "eject", "empty", "erase", "reveal", "update"];

/** "An item": Finder.h's FinderItem. */
const ITEM: ClassTerms = {
  properties: {
    ...values(["name", "nameExtension", "extensionHidden", "position", "desktopPosition", "bounds"], READ_WRITE),
    ...values(["labelIndex", "locked", "comment", "modificationDate", "owner", "group"], READ_WRITE),
    ...values(["ownerPrivileges", "groupPrivileges", "everyonesPrivileges", "properties"], READ_WRITE),
    ...values(["displayedName", "index", "kind", "description", "size", "physicalSize", "creationDate"], READ_ONLY),
    url: READ_ONLY,
    container: object("container"),
    disk: object("disk"),
    icon: object("iconFamily", true),
    informationWindow: object("informationWindow"),
  },
  elements: {},
  commands: ITEM_COMMANDS,
};

/** A container's elements (FinderContainer, FinderFolder, FinderTrashObject). */
const CONTAINED = {
  items: "item",
  containers: "container",
  folders: "folder",
  files: "file",
  aliasFiles: "aliasFile",
  applicationFiles: "applicationFile",
  documentFiles: "documentFile",
  internetLocationFiles: "internetLocationFile",
  clippings: "clipping",
  packages: "package",
};
const CONTAINER: ClassTerms = {
  properties: {
    ...ITEM.properties,
    entireContents: object("item"),
    expandable: READ_ONLY,
    expanded: READ_WRITE,
    completelyExpanded: READ_WRITE,
    containerWindow: object("window"),
  },
  elements: CONTAINED,
  commands: ITEM_COMMANDS,
};

/** "The Finder": FinderApplication (the make command is the sdef's Standard Suite's; sdp's header leaves it out). */
const APPLICATION: ClassTerms = {
  properties: {
    ...values(["name", "productVersion", "version"], READ_ONLY),
    ...values(["visible", "frontmost"], READ_WRITE),
    clipboard: object("item"),
    selection: object("item", true),
    insertionLocation: object("container"),
    startupDisk: object("disk"),
    desktop: object("desktopObject"),
    trash: object("trashObject"),
    home: object("folder"),
    computerContainer: object("computerObject"),
    finderPreferences: object("preferences"),
  },
  elements: { ...CONTAINED, disks: "disk", windows: "window", finderWindows: "finderWindow" },
  commands: ["quit", "activate", "copy", "eject", "empty", "restart", "shutDown", "sleep", "make"],
};

const FILE: ClassTerms = {
  properties: {
    ...ITEM.properties,
    ...values(["fileType", "creatorType", "stationery"], READ_WRITE),
    ...values(["productVersion", "version"], READ_ONLY),
  },
  elements: {},
  commands: ITEM_COMMANDS,
};

/**
 * The classes of Finder's dictionary the simulator answers for. Source: Finder's sdef as `sdp -fh` renders it
 * (nate-parrott/Flashlight FlashlightApp/FlashlightKit/FlashlightKit/Finder.h, Finder of macOS 10.10).
 */
export const FINDER_DICTIONARY: ScriptingDictionary = {
  application: "application",
  source: "Finder's sdef via sdp -fh: nate-parrott/Flashlight FlashlightApp/FlashlightKit/FlashlightKit/Finder.h",
  classes: {
    application: APPLICATION,
    item: ITEM,
    container: CONTAINER,
    folder: CONTAINER,
    desktopObject: { ...CONTAINER, elements: { ...CONTAINED, disks: "disk" } },
    trashObject: { ...CONTAINER, properties: { ...CONTAINER.properties, warnsBeforeEmptying: READ_WRITE } },
    file: FILE,
    documentFile: FILE,
  },
};
