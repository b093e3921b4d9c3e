/** Where Node is usually installed on a Mac, in the order they are tried (nvm's newest version last). */
const USUAL_PLACES = ["/opt/homebrew/bin/node", "/usr/local/bin/node", "~/.volta/bin/node"];

const isFile = (path: string) => hs.fs.attributes(path, "mode") === "file";

function expand(path: string): string {
  const home = os.getenv("HOME") ?? "";
  return string.sub(path, 1, 2) === "~/" ? `${home}${string.sub(path, 2)}` : path;
}

/** "v20.11.1" → 20011001, to compare; anything else is 0. */
function versionOf(name: string): number {
  const [major, minor, patch] = string.match(name, "^v(%d+)%.(%d+)%.(%d+)$");
  if (major === undefined) return 0;
  return tonumber(major)! * 1e6 + tonumber(minor)! * 1e3 + tonumber(patch)!;
}

function newestNvmNode(): string | undefined {
  const root = expand("~/.nvm/versions/node");
  if (hs.fs.attributes(root, "mode") !== "directory") return undefined;
  let best: { path: string; version: number } | undefined;
  for (const name of hs.fs.dir(root)) {
    const path = `${root}/${name}/bin/node`;
    const version = versionOf(name);
    if ((best === undefined || version > best.version) && isFile(path)) best = { path, version };
  }
  return best?.path;
}

/**
 * The node to run the agent with: the configured path when given (it must exist), else the first of
 * the usual places (Homebrew, /usr/local, Volta, nvm's newest). Hammerspoon sees no shell's PATH.
 */
export function findNode(configured: string | undefined): { path: string } | { error: string } {
  if (configured !== undefined) {
    const path = expand(configured);
    return isFile(path) ? { path } : { error: `spoon.Claude.nodePath: no file at ${path}` };
  }
  for (const place of USUAL_PLACES) if (isFile(expand(place))) return { path: expand(place) };
  const nvm = newestNvmNode();
  if (nvm !== undefined) return { path: nvm };
  return {
    error: `no node found in ${USUAL_PLACES.join(", ")} or ~/.nvm: set spoon.Claude.nodePath to node's full path`,
  };
}
