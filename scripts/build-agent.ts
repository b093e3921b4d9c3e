/**
 * Bundles the CLI into dist/agent/hs-claude.mjs (packages stay external) so `hs-claude plan` starts
 * without TypeScript hooks: it should feel instant. bin/hs-claude.js uses it only while it is newer
 * than every source file; otherwise it runs the sources through tsx.
 */
import { build } from "esbuild";
import { copyFileSync, mkdirSync, readdirSync } from "node:fs";
import { basename, join } from "node:path";
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
  // The simulated Mac (--sim) is test code with heavy packages (jsdom, canvas) that esbuild would load
  // at startup: it stays out, and bin/hs-claude.js runs --sim through the sources.
  plugins: [
    {
      name: "simulator-stays-out",
      setup(bundle) {
        bundle.onResolve({ filter: /\/test\/sim\// }, (args) => ({ path: args.path, external: true }));
      },
    },
  ],
});
// Model-facing text is read beside the code (`new URL("./x.txt", import.meta.url)`); in the bundle that is dist/agent/.
const texts = readdirSync(`${root}agent/src`, { recursive: true })
  .map(String)
  .filter((f) => f.endsWith(".txt"));
const names = texts.map((f) => basename(f));
const twice = names.filter((name, i) => names.indexOf(name) !== i);
if (twice.length) {
  console.error(`agent bundle failed: model-text files must have unique names, found twice: ${twice.join(", ")}`);
  process.exit(1);
}
mkdirSync(`${root}dist/agent`, { recursive: true });
for (const file of texts) copyFileSync(join(root, "agent/src", file), join(root, "dist/agent", basename(file)));
console.log(`built dist/agent/hs-claude.mjs (with ${texts.length} model-text files)`);
