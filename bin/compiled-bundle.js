// Loads the CLI's bundle with the code V8 compiled for it in an earlier run of the same kind (a code cache): compiling
// the bundle and the functions a run calls is a good part of a short run's CPU. Runs of one kind (a verb, with or
// without --sim) call the same functions; the first run of a kind keeps what it compiled for the next.
import { isAscii } from "node:buffer";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import vm from "node:vm";

/** The kind of a run: its verb, and whether it runs the simulated Mac. */
function kindOf(argv) {
  const verb = /^[a-z]+$/.test(argv[0] ?? "") ? argv[0] : "other";
  return argv.includes("--sim") ? `${verb}-sim` : verb;
}

/**
 * The bundle's `main`, compiled with the code kept for this kind of run and this build of the bundle (V8 checks
 * that code against the source's length and its own version and flags only: the file's name ties it to the build),
 * and `keepCompiled`, which keeps what this run compiled when nothing usable was kept before it.
 */
export function compiledBundle(bundle, built, argv) {
  const folder = join(dirname(bundle), "code-cache");
  const kept = join(folder, `${kindOf(argv)}-${built.size}-${Math.round(built.mtimeMs)}.bin`);
  let cachedData;
  try {
    cachedData = readFileSync(kept);
  } catch {
    cachedData = undefined;
  }
  const bytes = readFileSync(bundle);
  // The build writes it in ASCII, which reads fastest as Latin-1: a byte a character, nothing to decode.
  const source = bytes.toString(isAscii(bytes) ? "latin1" : "utf8");
  const wrapped = `(function (exports, require, module, __filename, __dirname) {${source}\n})`;
  const script = new vm.Script(wrapped, { filename: bundle, cachedData });
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(bundle), module, bundle, dirname(bundle));
  const keepCompiled = () => {
    if (cachedData !== undefined && !script.cachedDataRejected) return;
    // Written whole, then renamed into place: a run beside this one reads all of it or nothing.
    try {
      mkdirSync(folder, { recursive: true });
      writeFileSync(`${kept}.${process.pid}`, script.createCachedData());
      renameSync(`${kept}.${process.pid}`, kept);
    } catch {
      // A bundle installed where this user cannot write: runs compile it all, as without a cache.
    }
  };
  return { main: module.exports.main, keepCompiled };
}
