/**
 * Bundles each node test file into dist/tests/ (the same paths, `.test.mjs`), for `npm test` to run without
 * TypeScript hooks: a test process then starts from a few files instead of resolving and transforming hundreds.
 * Code shared by the tests sits in chunks; packages stay external; files read beside a source are read where the
 * source is. To run one test from its sources: `node --import tsx --test test/path/file.test.ts`.
 */
import { build } from "esbuild";
import { readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sourceUrls } from "./source-urls.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const TESTS_OUT = join(root, "dist/tests");

const tests = readdirSync(join(root, "test"), { recursive: true })
  .map(String)
  .filter((file) => file.endsWith(".test.ts"))
  .map((file) => join(root, "test", file));

rmSync(TESTS_OUT, { recursive: true, force: true });
await build({
  entryPoints: tests,
  outbase: join(root, "test"),
  outdir: TESTS_OUT,
  chunkNames: "chunks/[name]-[hash]",
  outExtension: { ".js": ".mjs" },
  bundle: true,
  splitting: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  logLevel: "warning",
  plugins: [sourceUrls(/\.ts$/)],
});
console.log(`built ${tests.length} test files into dist/tests/`);
