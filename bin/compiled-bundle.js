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

/** A short digest of a text (FNV-1a). */
function digest(text) {
  let hash = 0x811c9dc5;
  for (let at = 0; at < text.length; at++) hash = Math.imul(hash ^ text.charCodeAt(at), 0x01000193) >>> 0;
  return hash.toString(36);
}

/**
 * Where the code of this kind of run of this build of the bundle is kept. V8 takes kept code only from its own version
 * under the same flags, and checks it against the source's length alone: the name holds the build's size and time,
 * and a digest of Node's version and options, so that runs under other flags keep theirs apart.
 */
export function keptCode(bundle, built, argv) {
  const node = digest([process.version, ...process.execArgv, process.env.NODE_OPTIONS ?? ""].join(" "));
  const name = `${kindOf(argv)}-${node}-${built.size}-${Math.round(built.mtimeMs)}.bin`;
  return join(dirname(bundle), "code-cache", name);
}

/**
 * The bundle's `main`, compiled with the code kept for this kind of run, and `keepCompiled`, which keeps what this
 * run compiled when nothing usable was kept before it.
 */
export function compiledBundle(bundle, built, argv) {
  const kept = keptCode(bundle, built, argv);
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
      mkdirSync(dirname(kept), { recursive: true });
      writeFileSync(`${kept}.${process.pid}`, script.createCachedData());
      renameSync(`${kept}.${process.pid}`, kept);
    } catch {
      // A bundle installed where this user cannot write: runs compile it all, as without a cache.
    }
  };
  return { main: module.exports.main, keepCompiled };
}
