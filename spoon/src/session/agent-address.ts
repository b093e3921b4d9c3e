/** Where the agent listens unless the Spoon is told otherwise (`spoon.Claude.port`). */
export const DEFAULT_PORT = 8765;

/**
 * The agent's home folder: `spoon.Claude.home`, else ~/.hs-claude. Hammerspoon is a GUI app and sees no
 * shell's variables, so $HS_CLAUDE_HOME is never read here: set `spoon.Claude.home` to match the agent's.
 */
export function agentHome(configured: string | undefined): string | undefined {
  if (configured !== undefined) return configured;
  const home = os.getenv("HOME");
  return home === undefined ? undefined : `${home}/.hs-claude`;
}

/** Reads the per-install secret the agent wrote to `<home>/token`; undefined until the agent has run once. */
export function readToken(home: string): string | undefined {
  const [file] = io.open(`${home}/token`, "r");
  if (file === undefined) return undefined;
  const line = file.read("l");
  file.close();
  if (typeof line !== "string") return undefined;
  const [token] = string.match(line, "^%s*([%w_%-]+)%s*$");
  return token;
}

/** The agent's address with the secret in the query: hs.websocket cannot set headers. */
export function agentURL(port: number, token: string): string {
  return `ws://127.0.0.1:${math.floor(port)}/?token=${token}`;
}
