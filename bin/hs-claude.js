#!/usr/bin/env node
// Runs the CLI: the prebuilt bundle (no TypeScript hooks, and the code V8 compiled for an earlier run of the same
// kind). An installed package (or the agent a Spoon carries) has only the bundle; in a clone whose sources are newer
// than the bundle, the TypeScript sources run through tsx, and a line on stderr says how to make it fast again.
import { fileURLToPath } from "node:url";
import { compiledBundle } from "./compiled-bundle.js";
import { bundleState } from "./bundle-state.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const argv = process.argv.slice(2);
const state = bundleState(root);
if (state.kind === "missing") {
  process.stderr.write(`hs-claude: ${state.why}\n`);
  process.exit(1);
}
// --sim runs the simulated Mac's Lua engine (WebAssembly) for a moment: its code compiled once, quickly, and never
// again by the optimizing compiler (~200 ms of CPU a run). Set before the bundle compiles: code V8 kept under other
// flags does not serve.
if (argv.includes("--sim")) (await import("node:v8")).setFlagsFromString("--liftoff-only");
if (state.kind === "bundle") {
  const { main, keepCompiled } = compiledBundle(state.bundle, state.built, argv);
  process.exitCode = await main(argv);
  // A run that failed may have stopped before most of its work: the code of one that did it (0) or asked (3) is kept.
  if (process.exitCode === 0 || process.exitCode === 3) keepCompiled();
} else {
  process.stderr.write(`hs-claude: ${state.why}\n`);
  const { register } = await import("tsx/esm/api");
  register();
  const { main } = await import("../agent/src/cli/main.ts");
  process.exitCode = await main(argv);
}
