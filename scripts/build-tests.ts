/**
 * Bundles the node test files into dist/tests/, a group of them sharing a process as `all-in-one/NN-name.test.mjs`
 * (a file no group holds: its own path, `.test.mjs`), for `npm test` to run without TypeScript hooks: a test process
 * then starts from a few files instead of resolving and transforming hundreds.
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
 * Folders whose test files run in a process shared with others (a test process costs half a second of CPU to start
 * before its first test): their tests leave the process as they found it (its environment, its working folder) for
 * the next file. The end-to-end tests share processes of their own (E2E_PROCESSES).
 */
const SHARED_PROCESS = /^(agent\/[^/]+|spoon(\/[^/]+)?|sim(\/[^/]+)?|faults|fakes|scripts|bin)\//;
/**
 * The shared processes, each with about the CPU seconds it takes (measured on a 2-core machine, each alone). What a
 * process loads before its tests and on their first use (node, the bundle's modules, jsdom, wasmoon, the first
 * simulated Mac: two to three seconds of CPU) is paid once per group, so the groups are few, yet each ends far within
 * the test timeout however loaded the machine. Node starts test files in the order given: the longest start first,
 * and the short end-to-end files after them keep both test places busy to the end. A shared file runs in the first
 * group that names it or a folder holding it; one that no group names, in its folder's own after them.
 */
const GROUPS: { name: string; seconds: number; paths: string[] }[] = [
  { name: "spoon-surfaces-apps", seconds: 20, paths: ["spoon/surfaces", "spoon/apps"] },
  {
    name: "agent-loop-page-consequences-mcp",
    seconds: 19,
    paths: ["agent/loop", "agent/page", "agent/consequences", "agent/mcp"],
  },
  { name: "agent-app-link-report-apps", seconds: 13, paths: ["agent/app", "agent/link", "agent/report", "agent/apps"] },
  {
    name: "agent-contract-audit-commands-scripts",
    seconds: 15,
    paths: ["agent/contract", "agent/audit", "agent/commands", "scripts", "bin"],
  },
  {
    name: "sim-faults-fakes-cli-with-a-mac",
    seconds: 12,
    paths: [
      "sim",
      "faults",
      "fakes",
      ...["sim-home", "exec-fuzz", "snapshot-file-fuzz", "remote"].map((name) => `agent/cli/${name}.test.ts`),
    ],
  },
  { name: "spoon", seconds: 14, paths: ["spoon"] },
  { name: "agent", seconds: 14, paths: ["agent"] },
];
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
  "hostile-desktop": 4.9,
  "cancel-question": 6.2,
  "serve-page-task": 3.0,
  "exec-cli": 3.1,
  run: 5.1,
  soak: 4.9,
  mcp: 4.3,
  "hostile-page": 4.2,
  "mcp-corpus": 3.2,
  "music-cli": 2.0,
  "closed-pipe": 2.8,
  "doctor-key": 1.5,
  "doctor-deep": 2.6,
};
const e2eSeconds = (file: string) => E2E_SECONDS[file.slice("e2e/".length, -".test.ts".length)] ?? 5;
const e2eGroups = Array.from({ length: E2E_PROCESSES }, (_, i) => ({
  name: `e2e-${i + 1}`,
  seconds: 0,
  files: [] as string[],
}));
for (const file of tests.filter((file) => file.startsWith("e2e/")).sort((a, b) => e2eSeconds(b) - e2eSeconds(a))) {
  const least = e2eGroups.reduce((a, b) => (b.seconds < a.seconds ? b : a));
  least.seconds += e2eSeconds(file);
  least.files.push(file);
}

const folderOf = (file: string) => file.slice(0, file.lastIndexOf("/"));
const groupOf = (file: string) =>
  GROUPS.find((group) => group.paths.some((path) => file === path || file.startsWith(`${path}/`)))?.name ??
  folderOf(file).replaceAll("/", "-");
const longestFirst = [...GROUPS, ...e2eGroups].toSorted((a, b) => b.seconds - a.seconds);
const groups = new Map<string, string[]>(longestFirst.map((group) => [group.name, []]));
for (const { name, files } of e2eGroups) groups.set(name, files);
for (const file of tests.filter((file) => SHARED_PROCESS.test(file)))
  groups.set(groupOf(file), [...(groups.get(groupOf(file)) ?? []), file]);
for (const [name, files] of groups) if (files.length === 0) groups.delete(name);
const alone = tests.filter((file) => !SHARED_PROCESS.test(file) && !file.startsWith("e2e/"));
/** Where a group's bundle goes: numbered longest first, before the other test files in a sorted list. */
const groupOut = (name: string, index: number) => `all-in-one/${String(index + 1).padStart(2, "0")}-${name}.test`;
const GROUP = "test-group";
/** One entry per group: its test files run one after the other, each in a describe block named after it. */
const groupEntries: Plugin = {
  name: GROUP,
  setup(builder) {
    builder.onResolve({ filter: /^test-group:/ }, (args) => ({
      path: args.path.slice(GROUP.length + 1),
      namespace: GROUP,
    }));
    builder.onLoad({ filter: /.*/, namespace: GROUP }, (args) => ({
      contents: [
        `import { runInOneProcess } from ${JSON.stringify(join(root, "test/support/one-process.ts"))};`,
        "runInOneProcess([",
        ...groups
          .get(args.path)!
          .map(
            (file) =>
              `  [${JSON.stringify(`test/${file}`)}, () => import(${JSON.stringify(join(root, "test", file))})],`,
          ),
        "]);",
      ].join("\n"),
      resolveDir: root,
      loader: "ts",
    }));
  },
};

rmSync(TESTS_OUT, { recursive: true, force: true });
await build({
  entryPoints: [
    ...alone.map((file) => join(root, "test", file)),
    ...[...groups.keys()].map((name, index) => ({ in: `${GROUP}:${name}`, out: groupOut(name, index) })),
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
console.log(`built ${tests.length} test files into dist/tests/ (${groups.size} groups in a process each)`);
