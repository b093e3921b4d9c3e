// Finder as a scriptable app: the part of its dictionary the Spoon's JXA uses (the home, the Trash, folders and
// items by name; delete, move, reveal, open, make), each object specifier resolved to a "~/" path.
import {
  AppleEventError,
  objectNotFound,
  READ_WRITE,
  STANDARD_APPLICATION,
  type AppleEvent,
  type EventReply,
  type JsonValue,
  type ReplyValue,
  type ScriptingDictionary,
  type Specifier,
} from "../../osascript/apple-events.ts";
import {
  childrenOf,
  exists,
  freeName,
  isFolder,
  moveEntry,
  nameOf,
  parentOf,
  type FinderState,
} from "./finder-files.ts";

const ITEM = {
  properties: { name: READ_WRITE },
  elements: { items: "item", folders: "folder", files: "item" },
  commands: ["delete", "move", "reveal", "open"],
};

/** The parts of Finder's sdef the simulator implements, under their JXA names. */
export const FINDER_DICTIONARY: ScriptingDictionary = {
  application: "application",
  classes: {
    application: {
      ...STANDARD_APPLICATION,
      properties: { ...STANDARD_APPLICATION.properties, home: { type: { class: "folder" }, writable: false } },
      commands: [...STANDARD_APPLICATION.commands, "make"],
    },
    item: ITEM,
    folder: ITEM,
  },
};
// Finder's trash is a property of the application; the home's ".Trash" is where its items are.
FINDER_DICTIONARY.classes.application!.properties.trash = { type: { class: "folder" }, writable: false };

/** The "~/" path a specifier names; undefined for the application itself. */
function pathOf(spec: Specifier): string | undefined {
  switch (spec.form) {
    case "application":
      return undefined;
    case "property":
      if (spec.container.form === "application" && spec.property === "home") return "~";
      if (spec.container.form === "application" && spec.property === "trash") return "~/.Trash";
      throw objectNotFound();
    case "name":
      return `${pathOf(spec.container) ?? ""}/${spec.name}`;
    default:
      throw new AppleEventError(-1708, "Finder's model resolves items by name only.");
  }
}

/** An existing item's path, else the error Finder gives. */
function existing(state: FinderState, spec: Specifier): string {
  const path = pathOf(spec);
  if (path === undefined || !exists(state, path)) throw objectNotFound();
  return path;
}

const reference = (path: string): ReplyValue => {
  const [first, ...rest] =
    path === "~/.Trash" || path.startsWith("~/.Trash/")
      ? ["trash", ...path.slice(9).split("/")]
      : ["home", ...path.slice(2).split("/")];
  let spec: Specifier = { form: "property", container: { form: "application" }, property: first! };
  for (const name of rest.filter(Boolean)) spec = { form: "name", container: spec, element: "items", name };
  return { $specifier: spec, $class: "item" };
};

/** A command's parameter that is an object (`{to: folder}`): the path it names. */
function folderParam(state: FinderState, value: JsonValue | undefined): string {
  const spec = (value as { $specifier?: Specifier } | null)?.$specifier;
  if (!spec) throw new AppleEventError(-1701, "Some parameter is missing for the command.");
  const path = existing(state, spec);
  if (!isFolder(state, path)) throw new AppleEventError(-10000, "Handler can't handle objects of this class.");
  return path;
}

function get(state: FinderState, target: Specifier): ReplyValue {
  if (target.form !== "property" || target.property !== "name") return reference(existing(state, target));
  const of = target.container;
  if (of.form === "every") return childrenOf(state, existing(state, of.container));
  return nameOf(existing(state, of));
}

function command(state: FinderState, event: Extract<AppleEvent, { kind: "command" }>): ReplyValue {
  if (event.name === "activate" || event.name === "quit") return null;
  if (event.name === "make") {
    const at = folderParam(state, event.args.at);
    const name = String((event.args.withProperties as { name?: unknown } | null)?.name ?? "untitled folder");
    if (exists(state, `${at}/${name}`))
      throw new AppleEventError(-48, "The operation can't be completed because an item with that name already exists.");
    state.files.push(`${at}/${name}/`);
    return reference(`${at}/${name}`);
  }
  const path = existing(state, event.target);
  switch (event.name) {
    case "delete": {
      const to = `~/.Trash/${freeName(state, "~/.Trash", nameOf(path))}`;
      moveEntry(state, path, to);
      return reference(to);
    }
    case "move": {
      const folder = folderParam(state, event.args.to);
      if (exists(state, `${folder}/${nameOf(path)}`))
        throw new AppleEventError(-15267, "An item with the same name already exists in this location.");
      moveEntry(state, path, `${folder}/${nameOf(path)}`);
      return reference(`${folder}/${nameOf(path)}`);
    }
    case "reveal":
      state.window = parentOf(path);
      return reference(path);
    case "open":
      if (isFolder(state, path)) state.window = path;
      return reference(path);
  }
  throw new AppleEventError(-1708, "Message not understood.");
}

function rename(state: FinderState, target: Specifier, value: JsonValue): ReplyValue {
  if (target.form !== "property" || target.property !== "name" || typeof value !== "string")
    throw new AppleEventError(-10006, "Can't set that.");
  const path = existing(state, target.container);
  const to = `${parentOf(path)}/${value}`;
  if (exists(state, to)) throw new AppleEventError(-48, "An item with that name already exists.");
  moveEntry(state, path, to);
  return value;
}

/** Finder's answer to one Apple event, changing its state as Finder changes the disk. */
export function answerFinder(state: FinderState, event: AppleEvent): EventReply {
  try {
    if (event.kind === "get") return { ok: true, value: get(state, event.target) };
    if (event.kind === "count") return { ok: true, value: (get(state, event.target) as unknown[]).length };
    if (event.kind === "set") return { ok: true, value: rename(state, event.target, event.value) };
    if (event.kind === "command") return { ok: true, value: command(state, event) };
    return { ok: false, number: -1708, message: "Finder's model makes folders with make only." };
  } catch (error) {
    if (!(error instanceof AppleEventError)) throw error;
    return { ok: false, number: error.number, message: error.message };
  }
}
