#!/usr/bin/env node
// Runs the CLI: the prebuilt bundle when it is up to date (no TypeScript hooks, so it starts fast), else the
// TypeScript sources through tsx.
import { readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const bundle = `${root}dist/agent/hs-claude.mjs`;

// The build lists the files the bundle holds (the contract, geometry and keys from spoon/src too and, for --sim, the
// simulated Mac): one newer than the bundle, or gone, and the bundle is stale. No list, no bundle.
function bundleIsFresh() {
  try {
    const built = statSync(bundle).mtimeMs;
    const sources = JSON.parse(readFileSync(`${root}dist/agent/sources.json`, "utf8"));
    return sources.every((file) => statSync(`${root}${file}`).mtimeMs <= built);
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
