// The simulated home's files as Finder shows them: paths under "~" ("~/Desktop/a.txt"); a folder made by a script
// ends with "/"; Desktop, Documents and Downloads always exist, and so does every folder a path goes through. Names
// compare as APFS's default (case-insensitive) does: "~/desktop/A.PDF" is "~/Desktop/a.pdf", kept as it was named.
import { InputError } from "../../../../agent/src/errors/index.ts";

/** The folders every home has. */
const HOME_FOLDERS = ["~/Desktop", "~/Documents", "~/Downloads", "~/.Trash"];

/**
 * Finder's state, as `SimMac.appState("Finder")` shows it: the home's files, what is in the Trash, the folder its
 * front window shows.
 */
export interface FinderState {
  files: string[];
  trash: string[];
  window?: string;
  /** Symbolic links in the home, by their path, to where they lead: a "~/" path or an absolute one outside it. */
  links?: Record<string, string>;
  /** Finder shows invisible items (`defaults write com.apple.finder AppleShowAllFiles true`); off by default. */
  showAllFiles?: boolean;
}

const parentOf = (path: string) => path.slice(0, path.lastIndexOf("/"));
export const nameOf = (path: string) => path.slice(path.lastIndexOf("/") + 1);
const bare = (path: string) => path.replace(/\/$/, "");
const folded = (path: string) => path.toLowerCase();

/** The state a desktop file gives (`appState.Finder`), checked: lists of "~/" paths. */
export function finderStateFrom(given: unknown): FinderState {
  const state = (given ?? {}) as { files?: unknown; trash?: unknown; links?: unknown; showAllFiles?: unknown };
  const paths = (list: unknown, field: string): string[] => {
    if (list === undefined) return [];
    if (!Array.isArray(list) || list.some((path) => typeof path !== "string" || !path.startsWith("~/")))
      throw new InputError(
        `not a desktop snapshot: appState.Finder.${field} must be a list of paths starting with "~/"`,
      );
    return [...(list as string[])];
  };
  const links = (state.links ?? {}) as Record<string, unknown>;
  if (Object.entries(links).some(([from, to]) => !from.startsWith("~/") || typeof to !== "string"))
    throw new InputError('not a desktop snapshot: appState.Finder.links maps "~/" paths to where they lead');
  return {
    files: paths(state.files, "files"),
    trash: paths(state.trash, "trash"),
    links: links as Record<string, string>,
    ...(state.showAllFiles === true ? { showAllFiles: true } : {}),
  };
}

/**
 * Where a home path really is, every link on the way followed (realpath): a "~" path, an absolute path when a link
 * leads out of the home, undefined when it does not exist.
 */
export function realPath(state: FinderState, path: string): string | undefined {
  const names = path.slice(2).split("/").filter(Boolean);
  let at = "~";
  for (const [index, name] of names.entries()) {
    const target = state.links?.[`${at}/${name}`];
    if (target !== undefined && !target.startsWith("~/")) return [target, ...names.slice(index + 1)].join("/");
    at = target ?? `${at}/${name}`;
  }
  // macOS's realpath(3) answers each name as the disk keeps it ("~/desktop" is "~/Desktop").
  return at === "~" ? at : storedPath(state, at);
}

/** Every entry (file or folder) of the home and the Trash, without a folder's "/". */
function entries(state: FinderState): string[] {
  return [...state.files, ...state.trash].map(bare);
}

/** The path as the home keeps it (its own letter case), or undefined when nothing there has that path. */
export function storedPath(state: FinderState, path: string): string | undefined {
  if (path === "~") return path;
  const wanted = folded(path);
  for (const known of [...HOME_FOLDERS, ...entries(state)]) {
    const lower = folded(known);
    if (lower === wanted) return known;
    if (lower.startsWith(`${wanted}/`)) return known.slice(0, path.length);
  }
  return undefined;
}

/** Whether `path` is a folder: one of the home's, one a script made, or one some entry lies in. */
export function isFolder(state: FinderState, path: string): boolean {
  const wanted = folded(path);
  if (path === "~" || HOME_FOLDERS.some((folder) => folded(folder) === wanted)) return true;
  if (state.files.some((file) => folded(file) === `${wanted}/`)) return true;
  return entries(state).some((entry) => folded(entry).startsWith(`${wanted}/`));
}

export function exists(state: FinderState, path: string): boolean {
  return storedPath(state, path) !== undefined;
}

/** Whether Finder hides an item of this name: its name starts with "." (.DS_Store, .localized, dotfiles). */
export const isInvisible = (name: string): boolean => name.startsWith(".");

/** The names of what a stored folder holds, each once, in order; invisible ones only when Finder shows them. */
export function childrenOf(state: FinderState, folder: string): string[] {
  const names = entries(state)
    .filter((entry) => entry.startsWith(`${folder}/`))
    .map((entry) => entry.slice(folder.length + 1).split("/")[0]!);
  const own = folder === "~" ? HOME_FOLDERS.map(nameOf) : [];
  const all = [...new Set([...own, ...names])];
  return state.showAllFiles ? all : all.filter((name) => !isInvisible(name));
}

/**
 * The name an item gets in the Trash: its own, else with the time it was trashed before its extension, as Finder
 * names a second "a.pdf" ("a 4.42.04 PM.pdf": ohmyzsh/ohmyzsh#3195 follows Finder's naming); `clock` is that time.
 */
export function trashName(state: FinderState, name: string, clock: string): string {
  const dot = name.lastIndexOf(".");
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ""];
  let candidate = name;
  for (let n = 1; exists(state, `~/.Trash/${candidate}`); n++)
    candidate = `${stem} ${clock}${n > 1 ? ` ${n}` : ""}${ext}`;
  return candidate;
}

/** Moves a stored entry (a folder with everything in it) to `to`; in or out of the Trash as the paths say. */
export function moveEntry(state: FinderState, from: string, to: string): void {
  const moved = (path: string) =>
    bare(path) === from ? to + (path.endsWith("/") ? "/" : "") : to + path.slice(from.length);
  const inside = (path: string) => bare(path) === from || path.startsWith(`${from}/`);
  const all = [...state.files, ...state.trash].map((path) => (inside(path) ? moved(path) : path));
  if (!all.some((path) => bare(path) === to)) all.push(`${to}/`);
  state.files = all.filter((path) => !path.startsWith("~/.Trash/"));
  state.trash = all.filter((path) => path.startsWith("~/.Trash/"));
}

export { parentOf };
