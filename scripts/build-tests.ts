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
 * CLI's tests, which set the environment and spawn processes, get a process per file.
 */
const SHARED_PROCESS = /^(agent\/(?!cli\/)[^/]+|spoon(\/[^/]+)?|sim(\/[^/]+)?|faults|scripts)\//;
const folderOf = (file: string) => file.slice(0, file.lastIndexOf("/"));
const groups = new Map<string, string[]>();
for (const file of tests.filter((file) => SHARED_PROCESS.test(file)))
  groups.set(folderOf(file), [...(groups.get(folderOf(file)) ?? []), file]);
/**
 * The end-to-end tests share E2E_PROCESSES processes of about the same CPU time: longest first, each file goes to the
 * process with the least so far (the CPU seconds each took alone; a file not named here counts as 5).
 */
const E2E_PROCESSES = 2;
const E2E_SECONDS: Record<string, number> = {
  "run-vision": 10.5,
  "interrupted-runs": 10.2,
  "robust-cli": 9.8,
  operations: 9.3,
  "app-registration": 9.2,
  "serve-relay": 7.5,
  "hostile-desktop": 6.9,
  "cancel-question": 6.2,
  "serve-page-task": 5.4,
  "exec-cli": 5.2,
  run: 5.1,
  soak: 4.9,
  mcp: 4.3,
  "hostile-page": 4.2,
  "music-cli": 3.2,
  "closed-pipe": 2.8,
  "doctor-key": 1.5,
};
const e2eSeconds = (file: string) => E2E_SECONDS[file.slice("e2e/".length, -".test.ts".length)] ?? 5;
const e2eLoads = Array.from({ length: E2E_PROCESSES }, (_, i) => ({ group: `e2e/process-${i + 1}`, seconds: 0 }));
for (const file of tests.filter((file) => file.startsWith("e2e/")).sort((a, b) => e2eSeconds(b) - e2eSeconds(a))) {
  const least = e2eLoads.reduce((a, b) => (b.seconds < a.seconds ? b : a));
  least.seconds += e2eSeconds(file);
  groups.set(least.group, [...(groups.get(least.group) ?? []), file]);
}
const alone = tests.filter((file) => !SHARED_PROCESS.test(file) && !file.startsWith("e2e/"));
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
