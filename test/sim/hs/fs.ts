import { LuaMultiReturn } from "wasmoon";
import { SimObject } from "../bridge.ts";
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

/** hs.fs over the simulated app folders: dir() raises for a missing folder, as LuaFileSystem does. */
export function fsModule(ctx: SimContext) {
  return {
    dir: (path: string) => {
      const entries = ctx.files.list(path);
      if (entries === undefined) throw new Error(`cannot open ${path}: No such file or directory`);
      const dir = new SimDirectory(entries);
      return LuaMultiReturn.from([() => dir.next(), dir, undefined, dir]);
    },
    attributes: (path: string, attribute?: string) => {
      const mode = ctx.files.kind(path);
      if (mode === undefined)
        return LuaMultiReturn.from([
          undefined,
          `cannot obtain information from file '${path}': No such file or directory`,
        ]);
      return attribute === "mode" ? mode : { mode };
    },
  };
}
