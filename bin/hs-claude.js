#!/usr/bin/env node
// Runs the CLI: the prebuilt bundle when it is up to date (no TypeScript hooks, so it starts fast), else the
// TypeScript sources through tsx.
import { existsSync, readdirSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const bundle = `${root}dist/agent/hs-claude.mjs`;

function newestSource() {
  let newest = 0;
  // The bundle holds spoon/src files too (the contract, geometry, keys, vision limits) and, for --sim, the
  // simulated Mac: any change counts (the simulator's own tests are not in it).
  for (const dir of ["agent/src", "spoon/src", "test/sim"]) {
    if (!existsSync(`${root}${dir}`)) continue;
    for (const entry of readdirSync(`${root}${dir}`, { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && !entry.name.endsWith(".test.ts"))
        newest = Math.max(newest, statSync(`${entry.parentPath}/${entry.name}`).mtimeMs);
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

let main;
if (bundleIsFresh()) {
  ({ main } = await import(bundle));
} else {
  const { register } = await import("tsx/esm/api");
  register();
  ({ main } = await import("../agent/src/cli/main.ts"));
}
process.exitCode = await main(process.argv.slice(2));
