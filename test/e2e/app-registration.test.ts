import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, relative } from "node:path";
import { after, before, describe, it } from "node:test";
import { promisify } from "node:util";
import { BUNDLE, DEFAULT_DESKTOP } from "../sim/index.ts";
import { REPO, tempHome } from "../support/index.ts";
import { spoonBundleWith } from "../support/spoon-modules.ts";

const run = promisify(execFile);
const TALLY = join(REPO, "test", "fakes", "tally");

/** What a copy of the repository needs to build the Spoon and the CLI, and run `hs-claude run --sim`. */
const SOURCES = ["agent/src", "spoon/src", "spoon/types", "test/sim", "test/support", "test/fakes", "bin", "scripts"];
const FILES = ["package.json", "tsconfig.json", "tstl.json"];

/** Tally's folders: its files in test/fakes/tally/ (type-checked with the tests) and their places, imports aimed. */
const TALLY_FILES: { from: string; to: string; imports: [string, string][] }[] = [
  {
    from: "agent.ts",
    to: "agent/src/apps/tally/index.ts",
    imports: [
      ["../../../agent/src/", "../../"],
      ["./spoon-contract.ts", "../../../../spoon/src/apps/tally/contract.ts"],
    ],
  },
  { from: "spoon-contract.ts", to: "spoon/src/apps/tally/contract.ts", imports: [["../../../spoon/src/", "../../"]] },
  { from: "spoon.ts.txt", to: "spoon/src/apps/tally/index.ts", imports: [] },
  { from: "sim-model.ts", to: "test/sim/apps/tally/index.ts", imports: [["../../sim/", "../../"]] },
];
/** Where an app's own files go: whatever else registering Tally changed is counted against the one line per side. */
const TALLY_FOLDERS = ["agent/src/apps/tally/", "spoon/src/apps/tally/", "test/sim/apps/tally/"];

/** The one line per side that registers Tally: the agent's, the Spoon's, and the simulator's list of apps. */
const REGISTRATIONS: Record<string, string> = {
  "agent/src/apps/list.ts": 'export { tally } from "./tally/index.ts";',
  "spoon/src/apps/list.ts": 'export { tally } from "./tally";',
  "test/sim/apps/list.ts": 'export { tallyModel } from "./tally/index.ts";',
};

/** The Spoon's sources that registering Tally adds or changes (under spoon/src): all else is the repository's. */
const SPOON_CHANGED = [...TALLY_FILES.map(({ to }) => to), ...Object.keys(REGISTRATIONS)]
  .filter((path) => path.startsWith("spoon/src/"))
  .map((path) => path.slice("spoon/src/".length));

function copyRepository(to: string): void {
  for (const dir of SOURCES)
    cpSync(join(REPO, dir), join(to, dir), { recursive: true, filter: (path) => !path.endsWith(".test.ts") });
  for (const file of FILES) cpSync(join(REPO, file), join(to, file));
  symlinkSync(join(REPO, "node_modules"), join(to, "node_modules"));
}

function addTally(to: string): void {
  for (const { from, to: path, imports } of TALLY_FILES) {
    let text = readFileSync(join(TALLY, from), "utf8");
    for (const [here, there] of imports) text = text.replaceAll(`from "${here}`, `from "${there}`);
    mkdirSync(dirname(join(to, path)), { recursive: true });
    writeFileSync(join(to, path), text);
  }
  for (const [file, line] of Object.entries(REGISTRATIONS)) appendFileSync(join(to, file), `${line}\n`);
}

type Change = { added: string[]; removed: string[] };

/** Each source file of the copy outside Tally's folders that differs from the repository's: the lines it changed. */
function changedOutsideTally(copy: string): Record<string, Change> {
  const changed: Record<string, Change> = {};
  for (const dir of SOURCES)
    for (const entry of readdirSync(join(copy, dir), { recursive: true, withFileTypes: true })) {
      const file = relative(copy, join(entry.parentPath, entry.name));
      if (!entry.isFile() || TALLY_FOLDERS.some((folder) => file.startsWith(folder))) continue;
      const mine = readFileSync(join(copy, file), "utf8");
      const theirs = existsSync(join(REPO, file)) ? readFileSync(join(REPO, file), "utf8") : "";
      if (mine === theirs) continue;
      const [now, was] = [mine.split("\n"), theirs.split("\n")];
      changed[file] = { added: now.filter((l) => !was.includes(l)), removed: was.filter((l) => !now.includes(l)) };
    }
  return changed;
}

/** The built-in desktop with Tally installed and running, its count starting at 39. */
function tallyDesktop(): object {
  const desktop = JSON.parse(readFileSync(DEFAULT_DESKTOP, "utf8")) as { apps: object[]; appState?: object };
  const app = { name: "Tally", bundleID: "test.hs-claude.Tally", running: true, frontmost: false, hidden: false };
  return { ...desktop, apps: [...desktop.apps, app], appState: { Tally: { count: 39 } } };
}

describe("an application added with its folders and one registration per side", () => {
  let copy: ReturnType<typeof tempHome>;
  // The agent home of the copy's CLI: a test never runs the CLI on the person's ~/.hs-claude (M3).
  let home: ReturnType<typeof tempHome>;
  before(() => {
    home = tempHome();
    copy = tempHome();
    copyRepository(copy.path);
    addTally(copy.path);
    writeFileSync(join(copy.path, "tally-desktop.json"), JSON.stringify(tallyDesktop()));
  });
  after(() => {
    copy.remove();
    home.remove();
  });

  it("changes nothing outside the app's folders but one line in each list of apps", () => {
    const oneLineEach = Object.fromEntries(
      Object.entries(REGISTRATIONS).map(([file, line]) => [file, { added: [line], removed: [] }]),
    );
    assert.deepEqual(changedOutsideTally(copy.path), oneLineEach, "the files registering Tally changed, and how");
  });

  it("runs end to end: planned by its rule, run by its command through its Spoon operation and script", async () => {
    // The changed Spoon modules compiled into the repository's bundle (the first test: nothing else changed); the
    // CLI bundled as `npm run build` bundles it, so that bin/hs-claude.js runs it.
    mkdirSync(join(copy.path, "dist", "Claude.spoon"), { recursive: true });
    writeFileSync(
      join(copy.path, "dist", "Claude.spoon", "init.lua"),
      spoonBundleWith(copy.path, SPOON_CHANGED, BUNDLE),
    );
    await run(process.execPath, ["--import", "tsx", "scripts/build-agent.ts"], { cwd: copy.path });
    const said = "add 3 to tally";
    const { stdout } = await run(
      process.execPath,
      ["bin/hs-claude.js", "run", "--sim", "tally-desktop.json", "--offline", said],
      { cwd: copy.path, env: { ...process.env, HS_CLAUDE_HOME: home.path } },
    );
    const lines = stdout.split("\n");
    assert.deepEqual(
      lines.slice(0, 3),
      ["plan (offline):", '  1. tally_add {"amount":3}', "Tally counts 42"],
      `the plan and what the simulated Tally answered (39 + 3): ${stdout}`,
    );
  });
});
