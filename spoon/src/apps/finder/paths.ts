import { OpFailure, text } from "../../runtime";

/** Whether a home path is the Trash or in it, as macOS compares names (case-insensitively). */
function inTrash(path: string): boolean {
  const lower = string.lower(path);
  return lower === "~/.trash" || string.sub(lower, 1, 9) === "~/.trash/";
}

/** Where a link took the folder, when it leads out of the home; the folder's path in the home otherwise. */
function folderInHome(folder: string): { inside: string } | { outside: string } | undefined {
  const given = os.getenv("HOME") ?? "~";
  const home = hs.fs.pathToAbsolute(given);
  const real = hs.fs.pathToAbsolute(`${given}${string.sub(folder, 2)}`);
  // A folder that does not exist: Finder's script says so, naming the path.
  if (home === undefined || real === undefined) return undefined;
  if (real === home) return { inside: "~" };
  if (string.sub(real, 1, home.length + 1) !== `${home}/`) return { outside: real };
  return { inside: `~${string.sub(real, home.length + 1)}` };
}

/**
 * A path of the home as Finder's script is given it, resolved once: "~/" and at least one name, no "." or "..",
 * repeated "/" dropped, not the home itself; its folder with every link resolved, so the script never walks through
 * one, and refused when a link leads it out of the home. The Trash and anything in it are refused unless `trash`
 * allows them (undo moves a file back out of it). A folder something is made in (`into`) is resolved whole.
 */
export function homePath(
  params: Parameters<typeof text>[0],
  key: string,
  { trash = false, into = false } = {},
): string | OpFailure {
  const given = text(params, key);
  if (given instanceof OpFailure) return given;
  const names: string[] = [];
  for (const [name] of string.gmatch(string.sub(given, 3), "[^/]+")) names.push(name);
  const dotted = names.some((name) => name === "." || name === "..");
  if (string.sub(given, 1, 2) !== "~/" || dotted)
    return new OpFailure(`${key} must be a path in the home folder starting with "~/", without "." or "..": ${given}`);
  if (names.length === 0) return new OpFailure(`${key} must name something in the home, not the home itself`);
  const name = into ? "" : names.pop()!;
  const literal = names.length === 0 ? "~" : `~/${names.join("/")}`;
  const folder = folderInHome(literal);
  if (folder !== undefined && "outside" in folder)
    return new OpFailure(`${key} ${given} goes through a link that leads out of the home (to ${folder.outside})`);
  const resolved = folder?.inside ?? literal;
  const path = into ? resolved : `${resolved}/${name}`;
  if (path === "~") return new OpFailure(`${key} ${given} leads to the home itself: name something in it`);
  if (!trash && inTrash(path))
    return new OpFailure(`${key} ${given} is the Trash or in it: Finder's tools do not act there`);
  return path;
}
