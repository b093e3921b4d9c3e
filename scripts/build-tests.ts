/**
 * Bundles the node test files into dist/tests/ (the same paths, `.test.mjs`; a folder whose files share a process as
 * its `all-in-one.test.mjs`), for `npm test` to run without TypeScript hooks: a test process then starts from a few
 * files instead of resolving and transforming hundreds.
 * Code shared by the tests sits in chunks; packages stay external; files read beside a source are read where the
 * source is. To run one test from its sources: `node --import tsx --test test/path/file.test.ts`.
 */
import { build, type Plugin } from "esbuild";
import { readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sourceUrls } from "./source-urls.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const TESTS_OUT = join(root, "dist/tests");

const tests = readdirSync(join(root, "test"), { recursive: true })
  .map(String)
  .filter((file) => file.endsWith(".test.ts"))
  .sort();

/**
 * Folders whose test files run in one process (a test process costs half a second of CPU to start before its first
 * test): their tests leave the process as they found it (its environment, its working folder) for the next file. The
 * CLI's and the end-to-end tests, which set the environment and spawn processes, get a process per file.
 */
const SHARED_PROCESS = /^(agent\/(?!cli\/)[^/]+|spoon(\/[^/]+)?|sim(\/[^/]+)?|faults|scripts)\//;
const folderOf = (file: string) => file.slice(0, file.lastIndexOf("/"));
const groups = new Map<string, string[]>();
for (const file of tests.filter((file) => SHARED_PROCESS.test(file)))
  groups.set(folderOf(file), [...(groups.get(folderOf(file)) ?? []), file]);
const alone = tests.filter((file) => !SHARED_PROCESS.test(file));
const GROUP = "test-group";
/** One entry per shared folder: a module importing its test files in order. */
const groupEntries: Plugin = {
  name: GROUP,
  setup(builder) {
    builder.onResolve({ filter: /^test-group:/ }, (args) => ({
      path: args.path.slice(GROUP.length + 1),
      namespace: GROUP,
    }));
    builder.onLoad({ filter: /.*/, namespace: GROUP }, (args) => ({
      contents: groups
        .get(args.path)!
        .map((file) => `import ${JSON.stringify(join(root, "test", file))};`)
        .join("\n"),
      resolveDir: root,
      loader: "ts",
    }));
  },
};

rmSync(TESTS_OUT, { recursive: true, force: true });
await build({
  entryPoints: [
    ...alone.map((file) => join(root, "test", file)),
    ...[...groups.keys()].map((folder) => ({ in: `${GROUP}:${folder}`, out: `${folder}/all-in-one.test` })),
  ],
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
  plugins: [groupEntries, sourceUrls(/\.ts$/)],
});
console.log(`built ${tests.length} test files into dist/tests/ (${groups.size} folders in a process each)`);
