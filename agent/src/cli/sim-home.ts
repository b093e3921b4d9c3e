import { existsSync, readdirSync, realpathSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import type { Snapshot } from "../contract/index.ts";
import { homeFolder, prepareHome, verifyHome } from "../store/index.ts";
import { nodeCrypto } from "../util/index.ts";
import { readSnapshotFile } from "./snapshot-file.ts";

/*
 * What --sim keeps between runs (presets, undo history, the workspace, the log, learned words, its token) lives under
 * `<home>/sim`, one home per desktop, so undo and restore never act on a desktop they never saw: `<home>/sim/built-in`
 * for the built-in desktop, `<home>/sim/<name>-<12 hex>` for a desktop file, keyed by the file's real path (the same
 * file by any name or link finds its own again), or for a file that is no file on disk (a pipe, /dev/stdin) by the
 * desktop it holds.
 */

/** The folder in the person's home that holds the --sim homes. */
export const SIM_FOLDER = "sim";
const BUILT_IN = "built-in";

/** The desktop a --sim run uses: true for the built-in one, else the snapshot file's name. */
export type SimDesktop = string | true;

const digest = (text: string) => nodeCrypto().createHash("sha256").update(text).digest("hex").slice(0, 12);

/**
 * `<name>-<12 hex>`: the file's name for a person to recognise, the hash of what tells it from any other. A pipe is
 * read only once: its `snapshot`, when the caller has read it already, is what it holds.
 */
function simKey(desktop: string, snapshot?: Snapshot): string {
  if (statSync(desktop, { throwIfNoEntry: false })?.isFile() !== true)
    return `piped-${digest(JSON.stringify(snapshot ?? readSnapshotFile(desktop)))}`;
  const real = realpathSync(desktop);
  const name = basename(real)
    .replace(/\.json$/i, "")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .slice(0, 40);
  return `${name}-${digest(real)}`;
}

/** Where the --sim runs on `desktop` keep their state: `<home>/sim/built-in` or `<home>/sim/<name>-<hash>`. */
export function simHomePath(home: string, desktop: SimDesktop, snapshot?: Snapshot): string {
  return join(home, SIM_FOLDER, desktop === true ? BUILT_IN : simKey(desktop, snapshot));
}

/** The --sim home of `desktop` as a verb that only reads it finds it (checked when there is one; never made). */
export function findSimHome(home: string, desktop: SimDesktop, snapshot?: Snapshot): string {
  const path = simHomePath(home, desktop, snapshot);
  if (existsSync(path)) verifyHome(path);
  return path;
}

/** The --sim home of `desktop`, made (0700, marked) in the prepared person's home when missing. */
export function makeSimHome(home: string, desktop: SimDesktop, snapshot?: Snapshot): string {
  prepareHome(home);
  homeFolder(home, SIM_FOLDER);
  return prepareHome(simHomePath(home, desktop, snapshot));
}

/** Whether any --sim home of `home` has a log: a person who tried --sim looks for it with `log` first. */
export function simRunsLogged(home: string): boolean {
  const sims = join(home, SIM_FOLDER);
  if (!existsSync(sims)) return false;
  try {
    return readdirSync(sims).some((name) => existsSync(join(sims, name, "audit.jsonl")));
  } catch {
    return false;
  }
}
