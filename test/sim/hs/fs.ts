import { readdirSync, realpathSync, statSync } from "node:fs";
import { LuaMultiReturn } from "wasmoon";
import { SimObject } from "../bridge.ts";
import { SIM_HOME } from "../app-folders.ts";
import { finderStateFrom, realPath, type FinderState } from "../apps/finder/finder-files.ts";
import type { SimContext } from "./context.ts";

/** The directory object LuaFileSystem returns beside its iterator. */
class SimDirectory extends SimObject {
  /** LuaFileSystem's own type, not an hs one. */
  readonly __simType = "lfs.dir";
  readonly #entries: string[];

  constructor(entries: string[]) {
    super();
    this.#entries = entries;
  }

  next(): string | undefined {
    return this.#entries.shift();
  }

  close(): void {
    this.#entries.length = 0;
  }
}

/** The simulated Mac's own folders; any other absolute path is on the real disk (the agent hs-claude installed). */
const SIMULATED_TREES = ["/Applications", "/System", "/Users"];
const isReal = (path: string) =>
  path.startsWith("/") && path !== "/" && !SIMULATED_TREES.some((tree) => path === tree || path.startsWith(`${tree}/`));

function realKind(path: string): string | undefined {
  try {
    const stat = statSync(path);
    return stat.isDirectory() ? "directory" : stat.isFile() ? "file" : "other";
  } catch {
    return undefined;
  }
}

/** realpath(3) of a path of the simulated home: Finder's files, its links followed; undefined when it is not there. */
function homeRealPath(ctx: SimContext, path: string): string | undefined {
  const state = (ctx.desktop.models.get("Finder")?.state?.() as FinderState | undefined) ?? finderStateFrom({});
  const real = realPath(state, `~${path.slice(SIM_HOME.length)}`);
  return real === undefined || !real.startsWith("~") ? real : `${SIM_HOME}${real.slice(1)}`;
}

function realList(path: string): string[] | undefined {
  try {
    return readdirSync(path);
  } catch {
    return undefined;
  }
}

/**
 * hs.fs over the simulated app folders, and the real disk elsewhere: dir() raises for a missing folder,
 * as LuaFileSystem does.
 */
export function fsModule(ctx: SimContext) {
  const kind = (path: string) => (isReal(path) ? realKind(path) : ctx.files.kind(path));
  return {
    dir: (path: string) => {
      const entries = isReal(path) ? realList(path) : ctx.files.list(path);
      if (entries === undefined) throw new Error(`cannot open ${path}: No such file or directory`);
      const dir = new SimDirectory(entries);
      return LuaMultiReturn.from([() => dir.next(), dir, undefined, dir]);
    },
    /** "~" expanded and every link resolved, as realpath(3) does; nil when the path does not exist. */
    pathToAbsolute: (path: string) => {
      const expanded = path === "~" || path.startsWith("~/") ? `${SIM_HOME}${path.slice(1)}` : path;
      if (expanded === SIM_HOME || expanded.startsWith(`${SIM_HOME}/`)) return homeRealPath(ctx, expanded);
      if (!isReal(expanded)) return kind(expanded) === undefined ? undefined : expanded;
      try {
        return realpathSync(expanded);
      } catch {
        return undefined;
      }
    },
    attributes: (path: string, attribute?: string) => {
      const mode = kind(path);
      if (mode === undefined)
        return LuaMultiReturn.from([
          undefined,
          `cannot obtain information from file '${path}': No such file or directory`,
        ]);
      return attribute === "mode" ? mode : { mode };
    },
  };
}
