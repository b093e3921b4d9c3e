import { existsSync, lstatSync, mkdirSync, readdirSync, rmdirSync, statSync, type Stats } from "node:fs";
import { homedir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { InputError } from "../errors/index.ts";
import { findHomeFolder, writeHomeFile } from "./home-files.ts";
import { codeOf, homeNamed, problemWith, unmade, whyNot } from "./home-problems.ts";

/*
 * Which folder may be the agent's home. hs-claude uses a folder it made (0700, marked by HOME_MARKER), an empty one
 * it is given (then marked), or the default ~/.hs-claude that versions before the marker made; never anything else,
 * and it never changes a folder's mode: a home others can open is refused with the chmod to run, as ssh does.
 */

/** The file that marks a folder as an hs-claude home. */
export const HOME_MARKER = ".hs-claude-home";
const MARKER_TEXT = "This folder is an hs-claude agent home: hs-claude keeps its token, log and stores here.\n";
const YOUR_OWN = "set HS_CLAUDE_HOME to a folder you own (or unset it for ~/.hs-claude)";
const ANOTHER = "set HS_CLAUDE_HOME to a new or empty folder (or unset it for ~/.hs-claude)";

/** Why a folder cannot be the home, and what to do about it. */
export interface HomeRefusal {
  problem: string;
  fix: string;
}

const isMarked = (home: string) => {
  try {
    return lstatSync(join(home, HOME_MARKER)).isFile();
  } catch {
    return false;
  }
};

/** The default home, which versions before the marker made (0700, the product's own name in the person's home). */
const isDefaultHome = (home: string) => resolve(home) === resolve(homedir(), ".hs-claude");

/** Whether an unmarked folder is the product's to use: empty (a marker being written aside), or the default home. */
function unclaimed(home: string, named: string): HomeRefusal | undefined {
  let names: string[];
  try {
    names = readdirSync(home)
      .filter((name) => !name.startsWith(HOME_MARKER))
      .sort();
  } catch (error) {
    return { problem: `${named} cannot be read (${whyNot(error)})`, fix: YOUR_OWN };
  }
  if (names.length === 0 || isDefaultHome(home)) return undefined;
  const shown = names.slice(0, 3).join(", ") + (names.length > 3 ? ", …" : "");
  // Only what hs-claude keeps: a home an earlier version made (before the marker), which the person may claim.
  const earlier = names.every((name) => OWN_NAMES.test(name));
  return {
    problem: `${named} is not an hs-claude home: it holds other files (${shown}) and no ${HOME_MARKER}`,
    fix: earlier ? `if an earlier hs-claude made it, mark it as its home: touch ${join(home, HOME_MARKER)}` : ANOTHER,
  };
}

/** The names hs-claude keeps in its home (stores, their locks, rotations and copies kept aside, the folders). */
const OWN_NAMES = new RegExp(
  String.raw`^(?:token|(?:config|presets|workspace|undo|history|aliases)\.json|audit\.jsonl|runs|sim)` +
    String.raw`(?:\.lock|\.\d+|\.corrupt-.+)?$`,
);

/**
 * What stops the existing folder `home` from being the agent's home, and what to do; undefined when it can be. Nothing
 * is changed: not its mode, not its files.
 */
export function homeRefusal(home: string, env: NodeJS.ProcessEnv = process.env): HomeRefusal | undefined {
  const named = homeNamed(home, env);
  let found: Stats;
  try {
    found = statSync(home);
  } catch (error) {
    return { problem: `${named} cannot be used (${whyNot(error)})`, fix: YOUR_OWN };
  }
  if (!found.isDirectory()) return { problem: `${named} is not a folder`, fix: YOUR_OWN };
  const uid = process.getuid?.();
  if (uid !== undefined && found.uid !== uid)
    return { problem: `${named} is not yours (its owner is user ${found.uid})`, fix: YOUR_OWN };
  if (!isMarked(home)) {
    const refused = unclaimed(home, named);
    if (refused) return refused;
  }
  const mode = found.mode & 0o777;
  if ((mode & 0o077) === 0) return undefined;
  const shown = mode.toString(8).padStart(4, "0");
  return { problem: `others can open ${named} (mode ${shown})`, fix: `make it yours alone: chmod 700 ${home}` };
}

/** Refuses, in one line naming the folder and what to do, an existing folder that cannot be the home (homeRefusal). */
export function verifyHome(home: string, env: NodeJS.ProcessEnv = process.env): void {
  const refused = homeRefusal(home, env);
  if (refused) throw new InputError(`${refused.problem}: ${refused.fix}`);
}

/**
 * The home ready to write in: made (0700, marked) with the folders on its way when missing; else checked
 * (verifyHome) and marked when it was empty or the earlier default. The home itself may be a link the person made:
 * what it points to is the home.
 */
export function prepareHome(home: string): string {
  if (existsSync(home)) verifyHome(home);
  else makeFolders(home);
  if (!isMarked(home)) writeHomeFile(join(home, HOME_MARKER), MARKER_TEXT);
  return home;
}

/** A folder inside the home as findHomeFolder finds it, made (0700) in the prepared home when missing. */
export function homeFolder(home: string, name: string): string {
  const found = findHomeFolder(home, name);
  if (found) return found;
  prepareHome(home);
  const path = join(home, name);
  try {
    mkdirSync(path, { mode: 0o700 });
  } catch (error) {
    // Another process made it meanwhile: what is there now is checked like any.
    if (codeOf(error) === "EEXIST" && findHomeFolder(home, name)) return path;
    throw problemWith(path, "make", error);
  }
  return path;
}

/**
 * Makes `path` and the folders missing on its way (0700), one at a time: Node's recursive mkdir spins forever on a
 * path it cannot make (under /proc), where one mkdir fails at once.
 */
function makeFolders(path: string): void {
  for (const folder of missingFolders(path)) {
    try {
      mkdirSync(folder, { mode: 0o700 });
    } catch (error) {
      // Another process made it meanwhile: a folder there is as good.
      if (codeOf(error) === "EEXIST" && statSync(folder).isDirectory()) continue;
      const why = `${homeNamed(path)} can never be made: ${unmade(folder, error)}`;
      throw new InputError(`${why}; set HS_CLAUDE_HOME to a folder you own`);
    }
  }
}

/** The folders missing on the way to `path`, outermost first. */
function missingFolders(path: string): string[] {
  const missing: string[] = [];
  for (let at = resolve(path); !existsSync(at) && dirname(at) !== at; at = dirname(at)) missing.unshift(at);
  return missing;
}

/**
 * Why a missing home could never be made ("/proc/x cannot be made (ENOENT)"), or undefined when it can: the first
 * missing folder is made and removed at once, which asks the system itself (a check of modes is wrong for root).
 */
export function whyHomeCannotBeMade(home: string): string | undefined {
  const [first] = missingFolders(home);
  if (!first) return undefined;
  try {
    mkdirSync(first, { mode: 0o700 });
  } catch (error) {
    return codeOf(error) === "EEXIST" ? undefined : unmade(first, error);
  }
  // Only an empty folder goes: one another process has begun to fill meanwhile stays.
  try {
    rmdirSync(first);
  } catch {}
  return undefined;
}
