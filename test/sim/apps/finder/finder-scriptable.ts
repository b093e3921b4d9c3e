// Finder as a scriptable app: the part of its dictionary (finder-dictionary.ts) the Spoon's JXA uses (the home, the
// Trash, folders and items by name; count, exists, delete, move, reveal, open, make), each object specifier resolved
// to a "~/" path as the home keeps it.
import {
  AppleEventError,
  objectNotFound,
  type AppleEvent,
  type EventReply,
  type JsonValue,
  type ReplyValue,
  type Specifier,
} from "../../osascript/apple-events.ts";
import {
  childrenOf,
  isFolder,
  moveEntry,
  nameOf,
  parentOf,
  storedPath,
  trashName,
  type FinderState,
} from "./finder-files.ts";

/** The elements of a container the model answers, and which of its items each holds. */
const ELEMENTS: Record<string, (state: FinderState, path: string) => boolean> = {
  items: () => true,
  folders: (state, path) => isFolder(state, path),
  files: (state, path) => !isFolder(state, path),
};

/** The "~/" path a specifier names, as written; undefined for the application itself. */
function pathOf(spec: Specifier): string | undefined {
  switch (spec.form) {
    case "application":
      return undefined;
    case "property":
      if (spec.container.form === "application" && spec.property === "home") return "~";
      if (spec.container.form === "application" && spec.property === "trash") return "~/.Trash";
      throw objectNotFound();
    case "name":
      if (!Object.hasOwn(ELEMENTS, spec.element)) throw new AppleEventError(-1708, "Finder's model: not simulated.");
      return `${pathOf(spec.container) ?? ""}/${spec.name}`;
    default:
      throw new AppleEventError(-1708, "Finder's model resolves items by name only.");
  }
}

/** An existing item's path as the home keeps it (names compare case-insensitively), else the error Finder gives. */
function existing(state: FinderState, spec: Specifier): string {
  const path = pathOf(spec);
  const stored = path === undefined ? undefined : storedPath(state, path);
  if (stored === undefined) throw objectNotFound();
  if (spec.form === "name" && !ELEMENTS[spec.element]!(state, stored)) throw objectNotFound();
  return stored;
}

const reference = (state: FinderState, path: string): ReplyValue => {
  const [first, ...rest] =
    path === "~/.Trash" || path.startsWith("~/.Trash/")
      ? ["trash", ...path.slice(9).split("/")]
      : ["home", ...path.slice(2).split("/")];
  let spec: Specifier = { form: "property", container: { form: "application" }, property: first! };
  for (const name of rest.filter(Boolean)) spec = { form: "name", container: spec, element: "items", name };
  return { $specifier: spec, $class: isFolder(state, path) ? "folder" : "documentFile" };
};

/** The paths of a container's elements (`folder.items`): what Finder lists, invisible items hidden. */
function elementsOf(state: FinderState, every: Specifier): string[] {
  if (every.form !== "every" || !Object.hasOwn(ELEMENTS, every.element))
    throw new AppleEventError(-1708, "Finder's model lists items, folders and files of a folder only.");
  const folder = existing(state, every.container);
  if (!isFolder(state, folder)) throw objectNotFound();
  const paths = childrenOf(state, folder).map((name) => (folder === "~" ? `~/${name}` : `${folder}/${name}`));
  return paths.filter((path) => ELEMENTS[every.element]!(state, path));
}

/** A command's parameter that is an object (`{to: folder}`): the path it names. */
function folderParam(state: FinderState, value: JsonValue | undefined): string {
  const spec = (value as { $specifier?: Specifier } | null)?.$specifier;
  if (!spec) throw new AppleEventError(-1701, "Some parameter is missing for the command.");
  const path = existing(state, spec);
  if (!isFolder(state, path)) throw new AppleEventError(-10000, "Handler can't handle objects of this class.");
  return path;
}

function get(state: FinderState, target: Specifier): ReplyValue {
  if (target.form === "every") return elementsOf(state, target).map((path) => reference(state, path));
  if (target.form !== "property" || target.property !== "name") return reference(state, existing(state, target));
  const of = target.container;
  if (of.form === "every") return elementsOf(state, of).map(nameOf);
  return nameOf(existing(state, of));
}

function exists(state: FinderState, target: Specifier): boolean {
  try {
    return existing(state, target) !== undefined;
  } catch (error) {
    if (error instanceof AppleEventError && error.number === -1728) return false;
    throw error;
  }
}

/** Finder's commands on the home's items; `clock` is the Mac's time of day as Finder writes it ("4.42.04 PM"). */
function command(state: FinderState, event: Extract<AppleEvent, { kind: "command" }>, clock: string): ReplyValue {
  if (event.name === "activate" || event.name === "quit") return null;
  if (event.name === "exists") return exists(state, event.target);
  if (event.name === "make") {
    const at = folderParam(state, event.args.at);
    const name = String((event.args.withProperties as { name?: unknown } | null)?.name ?? "untitled folder");
    if (storedPath(state, `${at}/${name}`) !== undefined)
      throw new AppleEventError(-48, "The operation can't be completed because an item with that name already exists.");
    state.files.push(`${at}/${name}/`);
    return reference(state, `${at}/${name}`);
  }
  const path = existing(state, event.target);
  switch (event.name) {
    case "delete": {
      const to = `~/.Trash/${trashName(state, nameOf(path), clock)}`;
      moveEntry(state, path, to);
      return reference(state, to);
    }
    case "move": {
      const folder = folderParam(state, event.args.to);
      if (storedPath(state, `${folder}/${nameOf(path)}`) !== undefined)
        throw new AppleEventError(-15267, "An item with the same name already exists in this location.");
      moveEntry(state, path, `${folder}/${nameOf(path)}`);
      return reference(state, `${folder}/${nameOf(path)}`);
    }
    case "reveal":
      state.window = parentOf(path);
      return reference(state, path);
    case "open":
      if (isFolder(state, path)) state.window = path;
      return reference(state, path);
  }
  throw new AppleEventError(-1708, `Finder's model does not simulate ${event.name}.`);
}

function rename(state: FinderState, target: Specifier, value: JsonValue): ReplyValue {
  if (target.form !== "property" || target.property !== "name" || typeof value !== "string")
    throw new AppleEventError(-10006, "Can't set that.");
  const path = existing(state, target.container);
  const to = `${parentOf(path)}/${value}`;
  // Only the letter case changing is a rename to the same item, as on a case-insensitive disk.
  if (storedPath(state, to) !== undefined && storedPath(state, to) !== path)
    throw new AppleEventError(-48, "An item with that name already exists.");
  moveEntry(state, path, to);
  return value;
}

/** Finder's answer to one Apple event, changing its state as Finder changes the disk. */
export function answerFinder(state: FinderState, event: AppleEvent, clock: () => string): EventReply {
  try {
    if (event.kind === "get") return { ok: true, value: get(state, event.target) };
    if (event.kind === "count") return { ok: true, value: elementsOf(state, event.target).length };
    if (event.kind === "set") return { ok: true, value: rename(state, event.target, event.value) };
    if (event.kind === "command") return { ok: true, value: command(state, event, clock()) };
    return { ok: false, number: -1708, message: "Finder's model makes folders with make only." };
  } catch (error) {
    if (!(error instanceof AppleEventError)) throw error;
    return { ok: false, number: error.number, message: error.message };
  }
}
