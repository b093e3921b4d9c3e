// The simulated home's files as Finder shows them: paths under "~" ("~/Desktop/a.txt"); a folder made by a script
// ends with "/"; Desktop, Documents and Downloads always exist, and so does every folder a path goes through.
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
}

const parentOf = (path: string) => path.slice(0, path.lastIndexOf("/"));
export const nameOf = (path: string) => path.slice(path.lastIndexOf("/") + 1);
const bare = (path: string) => path.replace(/\/$/, "");

/** The state a desktop file gives (`appState.Finder`), checked: lists of "~/" paths. */
export function finderStateFrom(given: unknown): FinderState {
  const state = (given ?? {}) as { files?: unknown; trash?: unknown; links?: unknown };
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
  return at === "~" || exists(state, at) ? at : undefined;
}

/** Every entry (file or folder) of the home and the Trash, without a folder's "/". */
function entries(state: FinderState): string[] {
  return [...state.files, ...state.trash].map(bare);
}

/** Whether `path` is a folder: one of the home's, one a script made, or one some entry lies in. */
export function isFolder(state: FinderState, path: string): boolean {
  if (path === "~" || HOME_FOLDERS.includes(path) || state.files.includes(`${path}/`)) return true;
  return entries(state).some((entry) => entry.startsWith(`${path}/`));
}

export function exists(state: FinderState, path: string): boolean {
  return isFolder(state, path) || entries(state).includes(path);
}

/** The names of what a folder holds, each once, in order. */
export function childrenOf(state: FinderState, folder: string): string[] {
  const names = entries(state)
    .filter((entry) => entry.startsWith(`${folder}/`))
    .map((entry) => entry.slice(folder.length + 1).split("/")[0]!);
  const own = folder === "~" ? HOME_FOLDERS.map(nameOf) : [];
  return [...new Set([...own, ...names])];
}

/** A name not taken in `folder`: "a.pdf", else "a 2.pdf", "a 3.pdf" (as Finder names a second one in the Trash). */
export function freeName(state: FinderState, folder: string, name: string): string {
  const dot = name.lastIndexOf(".");
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ""];
  let candidate = name;
  for (let n = 2; exists(state, `${folder}/${candidate}`); n++) candidate = `${stem} ${n}${ext}`;
  return candidate;
}

/** Moves an entry (a folder with everything in it) to `to`; in or out of the Trash as the paths say. */
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
