import { existsSync, statSync, type Stats } from "node:fs";
import { homedir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { InputError, messageOf } from "../errors/index.ts";
import { nodeCrypto } from "../util/index.ts";
import { keepPrivate, readHomeFile, writeHomeFile } from "./home-files.ts";
import { prepareHome, verifyHome } from "./home-folder.ts";
import { homeNamed } from "./home-problems.ts";

/** The agent's home folder: $HS_CLAUDE_HOME, else ~/.hs-claude. */
export function agentHome(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.HS_CLAUDE_HOME;
  return configured !== undefined && configured !== "" ? configured : join(homedir(), ".hs-claude");
}

/** What is at `path` (through a link), or undefined when nothing is, or a file on its way hides it. */
function statOf(path: string): Stats | undefined {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}

/**
 * The agent's home, checked before a verb reads or writes it: a file there or on its way is named in one line with
 * what to do. A folder that is missing is fine (serve makes it).
 */
export function checkedHome(env: NodeJS.ProcessEnv = process.env): string {
  const home = agentHome(env);
  const named = homeNamed(home, env);
  const fix = env.HS_CLAUDE_HOME === home ? "set HS_CLAUDE_HOME to a folder (or unset it for ~/.hs-claude)" : "move it";
  for (let at = resolve(home); ; at = dirname(at)) {
    const found = statOf(at);
    if (found?.isDirectory()) return home;
    if (found) {
      const problem = at === resolve(home) ? "is a file, not a folder" : `cannot be a folder: ${at} is a file`;
      throw new InputError(`${named} ${problem}: ${fix}`);
    }
    if (dirname(at) === at) return home;
  }
}

/**
 * The agent's home as a CLI verb reads it (checkedHome), changing nothing: an existing folder must be an hs-claude
 * home the person alone can open (verifyHome), else it is refused in one line saying what to do.
 */
export function useHome(env: NodeJS.ProcessEnv = process.env): string {
  const home = checkedHome(env);
  if (existsSync(home)) verifyHome(home, env);
  return home;
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,}$/;

/**
 * The per-install secret in `<home>/token`, created on first use with mode 0600 in a home made or checked by
 * prepareHome (never one others can open). A token file that others can read is tightened back to
 * 0600; one that is not a token is replaced; a link there is refused, never written or chmodded through.
 */
export function ensureToken(home: string): string {
  try {
    return readOrMakeToken(home);
  } catch (error) {
    if (error instanceof InputError) throw error;
    const code = (error as NodeJS.ErrnoException).code ?? messageOf(error);
    throw new InputError(
      `cannot use ${homeNamed(home)} for the agent's token: ${code}; set HS_CLAUDE_HOME to a folder you own`,
    );
  }
}

/** The token `serve` made, when there is a valid one; never makes one (a client without an agent writes nothing). */
export function existingToken(home: string): string | undefined {
  const token = readHomeFile(join(home, "token"))?.trim();
  return token !== undefined && TOKEN_PATTERN.test(token) ? token : undefined;
}

function readOrMakeToken(home: string): string {
  prepareHome(home);
  const path = join(home, "token");
  const existing = readHomeFile(path)?.trim();
  if (existing !== undefined && TOKEN_PATTERN.test(existing)) {
    keepPrivate(path);
    return existing;
  }
  const token = nodeCrypto().randomBytes(32).toString("base64url");
  writeHomeFile(path, `${token}\n`);
  return token;
}
