import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import { InputError, messageOf } from "../errors/index.ts";

/** The agent's home folder: $HS_CLAUDE_HOME, else ~/.hs-claude. */
export function agentHome(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.HS_CLAUDE_HOME;
  return configured !== undefined && configured !== "" ? configured : join(homedir(), ".hs-claude");
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,}$/;

/**
 * The per-install secret in `<home>/token`, created on first use with mode 0600 (the folder 0700).
 * A token file that others can read is tightened back to 0600; one that is not a token is replaced.
 */
export function ensureToken(home: string): string {
  try {
    return readOrMakeToken(home);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? messageOf(error);
    const named = process.env.HS_CLAUDE_HOME === home ? `HS_CLAUDE_HOME=${home}` : `the agent's home ${home}`;
    throw new InputError(`cannot use ${named} for the agent's token: ${code}; set HS_CLAUDE_HOME to a folder you own`);
  }
}

function readOrMakeToken(home: string): string {
  mkdirSync(home, { recursive: true, mode: 0o700 });
  const path = join(home, "token");
  try {
    const existing = readFileSync(path, "utf8").trim();
    if (TOKEN_PATTERN.test(existing)) {
      if ((statSync(path).mode & 0o077) !== 0) chmodSync(path, 0o600);
      return existing;
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const token = randomBytes(32).toString("base64url");
  writeFileSync(path, `${token}\n`, { mode: 0o600 });
  chmodSync(path, 0o600);
  return token;
}
