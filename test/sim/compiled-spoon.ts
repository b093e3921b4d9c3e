import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { LuaEngine, LuaWasm } from "wasmoon";

/** Compiled Spoon bundles, by the hash of what made them (the source, its path, the Lua engine's version). */
const CACHE = fileURLToPath(new URL("../../dist/lua-cache/", import.meta.url));
/** Where the compiled chunk passes between Node and Lua's file system: there only while it is loaded or dumped. */
const SCRATCH = "/tmp/sim-compiled-spoon.luac";
const ENGINE = (createRequire(import.meta.url)("wasmoon/package.json") as { version: string }).version;

/**
 * Lua's file searcher, the first time require() looks for the Spoon's file at `path`: the chunk string.dump kept of
 * an earlier boot, whole with its debug information (source name, lines, names), else the file compiled as require()
 * compiles it (loadfile: the chunk named "@path"), dumped to be kept. A file that does not compile is left to
 * require() itself, which reports it as Hammerspoon would. Set up before io.open reads the real disk.
 */
const SEARCHER_LUA = `local path, scratch, fromCache, done = __sim_compiled.path, __sim_compiled.scratch,
  __sim_compiled.fromCache, __sim_compiled.done
__sim_compiled = nil
local open, searchLua, spent = io.open, package.searchers[2], false
-- Lua's own searcher, its errors raised as it raises them: without this function's place.
local function standard(name)
  local ok, loader, found = pcall(searchLua, name)
  if not ok then error(loader, 0) end
  return loader, found
end
package.searchers[2] = function(name)
  local found = package.searchpath(name, package.path)
  if found == nil or found ~= path or spent then return standard(name) end
  spent = true
  local kept = fromCache() and loadfile(scratch, "b") or nil
  local fresh = kept == nil and loadfile(path) or nil
  if fresh ~= nil then
    local out = assert(open(scratch, "wb"))
    out:write(string.dump(fresh))
    out:close()
  end
  done(fresh ~= nil)
  if kept == nil and fresh == nil then return standard(name) end
  return kept or fresh, found
end`;

/**
 * Parsing the 400 KB bundle is a tenth of a second of CPU on each boot: its chunk is compiled once and kept in
 * dist/lua-cache, under the hash of the very text mounted at `path` (a changed bundle is compiled anew).
 */
export function useCompiledSpoon(lua: LuaEngine, wasm: LuaWasm, path: string, source: string | Uint8Array): void {
  const file = keptChunk(path, source);
  const { FS } = wasm.module;
  const fromCache = (): boolean => {
    try {
      FS.writeFile(SCRATCH, readFileSync(file));
      return true;
    } catch {
      return false;
    }
  };
  const done = (fresh: boolean) => {
    if (fresh) keep(file, FS.readFile(SCRATCH));
    try {
      FS.unlink(SCRATCH);
    } catch {
      // Nothing was kept, nothing compiled.
    }
  };
  lua.global.set("__sim_compiled", { path, scratch: SCRATCH, fromCache, done });
  lua.doStringSync(SEARCHER_LUA);
}

/** The last bundle hashed: the boots of a process mount the same one, hashed once. */
let lastHashed: { path: string; bytes: Uint8Array; file: string } | undefined;

/** Where the chunk compiled from `source` mounted at `path` is kept. */
export function keptChunk(path: string, source: string | Uint8Array): string {
  const bytes = typeof source === "string" ? Buffer.from(source) : source;
  if (lastHashed?.path === path && Buffer.compare(lastHashed.bytes, bytes) === 0) return lastHashed.file;
  const key = createHash("sha256").update(`${ENGINE}\0${path}\0`).update(bytes).digest("hex");
  lastHashed = { path, bytes, file: join(CACHE, `${key}.luac`) };
  return lastHashed.file;
}

/**
 * Written whole or not at all: other processes may boot from the same cache at once. Where it cannot be written (an
 * installation the person cannot write to), nothing is kept and each boot compiles the bundle.
 */
function keep(file: string, bytes: Uint8Array): void {
  const partial = `${file}.${process.pid}.partial`;
  try {
    mkdirSync(CACHE, { recursive: true });
    writeFileSync(partial, bytes);
    renameSync(partial, file);
  } catch {
    rmSync(partial, { force: true });
  }
}
