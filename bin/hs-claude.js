#!/usr/bin/env node
// Runs the CLI: the prebuilt bundle when it is up to date (no TypeScript hooks, and the code V8 compiled for an
// earlier run of the same kind), else the TypeScript sources through tsx.
import { readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { compiledBundle } from "./compiled-bundle.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const bundle = `${root}dist/agent/hs-claude.cjs`;

// The build lists the files the bundle holds (the contract, geometry and keys from spoon/src too and, for --sim, the
// simulated Mac): one newer than the bundle, or gone, and the bundle is stale. No list, no bundle.
function freshBundle() {
  try {
    const built = statSync(bundle);
    const sources = JSON.parse(readFileSync(`${root}dist/agent/sources.json`, "utf8"));
    return sources.every((file) => statSync(`${root}${file}`).mtimeMs <= built.mtimeMs) ? built : undefined;
  } catch {
    return undefined;
  }
}

const argv = process.argv.slice(2);
// --sim runs the simulated Mac's Lua engine (WebAssembly) for a moment: its code compiled once, quickly, and never
// again by the optimizing compiler (~200 ms of CPU a run). Set before the bundle compiles: code V8 kept under other
// flags does not serve.
if (argv.includes("--sim")) (await import("node:v8")).setFlagsFromString("--liftoff-only");
const built = freshBundle();
if (built) {
  const { main, keepCompiled } = compiledBundle(bundle, built, argv);
  process.exitCode = await main(argv);
  // A run that failed may have stopped before most of its work: the code of one that did it (0) or asked (3) is kept.
  if (process.exitCode === 0 || process.exitCode === 3) keepCompiled();
} else {
  const { register } = await import("tsx/esm/api");
  register();
  const { main } = await import("../agent/src/cli/main.ts");
  process.exitCode = await main(argv);
}
