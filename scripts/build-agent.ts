/**
 * Bundles the CLI into dist/agent/hs-claude.mjs (packages stay external) so `hs-claude plan` starts
 * without TypeScript hooks: it should feel instant. bin/hs-claude.js uses it only while it is newer
 * than every source file; otherwise it runs the sources through tsx.
 */
import { build } from "esbuild";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

await build({
  entryPoints: [`${root}agent/src/cli/main.ts`],
  outfile: `${root}dist/agent/hs-claude.mjs`,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  logLevel: "warning",
});
console.log("built dist/agent/hs-claude.mjs");
