import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { cpSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { after, before, describe, it } from "node:test";
import { promisify } from "node:util";
import { DEFAULT_DESKTOP } from "../sim/index.ts";
import { REPO, tempHome } from "../support/index.ts";

const run = promisify(execFile);
const TALLY = join(REPO, "test", "e2e", "tally");

/** What a copy of the repository needs to build the Spoon and run `hs-claude run --sim` from its sources. */
const SOURCES = ["agent/src", "spoon/src", "spoon/types", "test/sim", "test/support", "test/fakes", "bin", "scripts"];
const FILES = ["package.json", "tsconfig.json", "tstl.json"];

/**
 * Tally's folders, from test/e2e/tally/ (where they are type-checked with the rest of the tests) to their
 * places in an app's folders, their imports aimed from there.
 */
const TALLY_FILES: { from: string; to: string; imports: [string, string][] }[] = [
  {
    from: "agent-app.ts",
    to: "agent/src/apps/tally/index.ts",
    imports: [
      ["../../../agent/src/", "../../"],
      ["./spoon-contract.ts", "../../../../spoon/src/apps/tally/contract.ts"],
    ],
  },
  { from: "spoon-contract.ts", to: "spoon/src/apps/tally/contract.ts", imports: [["../../../spoon/src/", "../../"]] },
  { from: "spoon-app.ts.txt", to: "spoon/src/apps/tally/index.ts", imports: [] },
  { from: "sim-model.ts", to: "test/sim/apps/tally.ts", imports: [["../../sim/", "../"]] },
];

/** The one registration per side: the app's import, and its name in the registry's list. */
const REGISTRATIONS: { file: string; line: string; list: [string, string] }[] = [
  {
    file: "agent/src/apps/index.ts",
    line: 'import { tally } from "./tally/index.ts";',
    list: ["[chrome]", "[chrome, tally]"],
  },
  { file: "spoon/src/apps/index.ts", line: 'import { tally } from "./tally";', list: ["[chrome]", "[chrome, tally]"] },
  {
    file: "test/sim/apps/index.ts",
    line: 'import { tallyModel } from "./tally.ts";',
    list: ["[chromeModel]", "[chromeModel, tallyModel]"],
  },
];

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
  for (const { file, line, list } of REGISTRATIONS) {
    const text = readFileSync(join(to, file), "utf8");
    assert.ok(text.includes(list[0]), `${file} lists its apps as ${list[0]}`);
    writeFileSync(join(to, file), `${line}\n${text.replace(list[0], list[1])}`);
  }
}

/** Lines of the copy's file that are not in the repository's, and the other way round. */
function changed(copy: string, file: string): { added: string[]; removed: string[] } {
  const [mine, theirs] = [join(copy, file), join(REPO, file)].map((path) => readFileSync(path, "utf8").split("\n"));
  return { added: mine!.filter((l) => !theirs!.includes(l)), removed: theirs!.filter((l) => !mine!.includes(l)) };
}

/** The built-in desktop with Tally installed and running, its count starting at 39. */
function tallyDesktop(): object {
  const desktop = JSON.parse(readFileSync(DEFAULT_DESKTOP, "utf8")) as { apps: object[]; appState?: object };
  const app = { name: "Tally", bundleID: "test.hs-claude.Tally", running: true, frontmost: false, hidden: false };
  return { ...desktop, apps: [...desktop.apps, app], appState: { Tally: { count: 39 } } };
}

describe("an application added with its folders and one registration per side", () => {
  let copy: ReturnType<typeof tempHome>;
  before(() => {
    copy = tempHome();
    copyRepository(copy.path);
    addTally(copy.path);
    writeFileSync(join(copy.path, "tally-desktop.json"), JSON.stringify(tallyDesktop()));
  });
  after(() => copy.remove());

  it("changes each registry by the app's import and its name in the list, nothing more", () => {
    for (const { file, line, list } of REGISTRATIONS) {
      const old = readFileSync(join(REPO, file), "utf8")
        .split("\n")
        .find((l) => l.includes(list[0]))!;
      assert.deepEqual(
        changed(copy.path, file),
        { added: [line, old.replace(list[0], list[1])], removed: [old] },
        `${file}: the import and the list`,
      );
    }
  });

  it("runs end to end: planned offline by its rule, run by its command through its Spoon operation and script", async () => {
    await run(process.execPath, ["--import", "tsx", "scripts/build-spoon.ts"], { cwd: copy.path });
    const said = "add 3 to tally";
    const { stdout } = await run(
      process.execPath,
      ["bin/hs-claude.js", "run", "--sim", "tally-desktop.json", "--offline", said],
      { cwd: copy.path },
    );
    const lines = stdout.split("\n");
    assert.deepEqual(
      lines.slice(0, 3),
      ["plan (offline):", '  1. tally_add {"amount":3}', "Tally counts 42"],
      `the plan and what the simulated Tally answered (39 + 3): ${stdout}`,
    );
  });
});
