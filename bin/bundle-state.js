// Which code bin/hs-claude.js runs: the bundle the build made, or, in a clone whose sources changed since, the sources.
import { existsSync, readFileSync, statSync } from "node:fs";

/** The first file the bundle was built from that is newer than it, or gone; none when the bundle is up to date. */
function changedSource(root, built) {
  let sources;
  try {
    sources = JSON.parse(readFileSync(`${root}dist/agent/sources.json`, "utf8"));
  } catch {
    // The build writes the list last: without it the last build did not end.
    return "dist/agent/sources.json";
  }
  return sources.find((file) => (statSync(`${root}${file}`, { throwIfNoEntry: false })?.mtimeMs ?? Infinity) > built);
}

/**
 * What runs from the folder `root` (with a trailing slash): `bundle` (an installed package, or a clone built since
 * its last change), `sources` (a clone whose bundle is older than a source, or absent) with the line that says so
 * and how to make it fast again, or `missing` (neither sources nor a bundle) with the line that says what to do.
 */
export function bundleState(root) {
  const bundle = `${root}dist/agent/hs-claude.cjs`;
  const built = statSync(bundle, { throwIfNoEntry: false });
  if (!existsSync(`${root}agent/src/cli/main.ts`)) {
    if (built) return { kind: "bundle", bundle, built };
    return { kind: "missing", why: `no agent bundle at ${bundle}: install hs-claude again` };
  }
  const changed = built ? changedSource(root, built.mtimeMs) : "dist/agent/hs-claude.cjs";
  if (changed === undefined) return { kind: "bundle", bundle, built };
  const why = built ? `${changed} changed since the agent bundle was built` : "the agent bundle is not built";
  return {
    kind: "sources",
    why: `${why}: running the sources (slower to start); npm run build in ${root.replace(/\/$/, "")} fixes it`,
  };
}
