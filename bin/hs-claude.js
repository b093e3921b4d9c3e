#!/usr/bin/env node
// Runs the CLI. `plan` uses the prebuilt bundle when it is up to date (no TypeScript hooks, so it
// starts fast); everything else, and any stale bundle, runs the TypeScript sources through tsx.
import { readdirSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const bundle = `${root}dist/agent/hs-claude.mjs`;

function newestSource() {
  let newest = 0;
  // The agent bundles spoon/src files too (the contract, geometry, keys, vision limits): any change counts.
  for (const dir of ["agent/src", "spoon/src"]) {
    for (const entry of readdirSync(`${root}${dir}`, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) newest = Math.max(newest, statSync(`${entry.parentPath}/${entry.name}`).mtimeMs);
    }
  }
  return newest;
}

function bundleIsFresh() {
  try {
    return statSync(bundle).mtimeMs >= newestSource();
  } catch {
    return false;
  }
}

const argv = process.argv.slice(2);
let main;
// The bundle leaves the simulated Mac out (--sim runs through the sources).
if (argv[0] === "plan" && !argv.some((arg) => arg.startsWith("--sim")) && bundleIsFresh()) {
  ({ main } = await import(bundle));
} else {
  const { register } = await import("tsx/esm/api");
  register();
  ({ main } = await import("../agent/src/cli/main.ts"));
}
process.exitCode = await main(argv);
