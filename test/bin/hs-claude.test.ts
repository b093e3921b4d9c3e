import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, rmSync, symlinkSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, it } from "node:test";
import { REPO, tempHome } from "../support/index.ts";

/** A bundle in miniature, and sources in miniature: each says which ran. */
const BUNDLE = 'exports.main = async (argv) => (process.stdout.write(`bundle ${argv.join(" ")}\\n`), 0);\n';
const SOURCES = [
  "export async function main(argv: string[]): Promise<number> {",
  '  process.stdout.write(`sources ${argv.join(" ")}\\n`);',
  "  return 0;",
  "}\n",
].join("\n");

/** Which code bin/hs-claude.js runs, in a folder laid out as a clone is or as an installed package is. */
describe("bin/hs-claude.js: the bundle, or in a clone whose sources changed, the sources (saying so)", () => {
  let folder: ReturnType<typeof tempHome>;
  const at = (path: string) => join(folder.path, path);
  /** Sets a file's time, in seconds from now. */
  const aged = (path: string, seconds: number) => {
    const time = new Date(Date.now() + seconds * 1000);
    utimesSync(at(path), time, time);
  };
  const cli = (...args: string[]) =>
    spawnSync(process.execPath, [at("bin/hs-claude.js"), ...args], {
      encoding: "utf8",
      env: { PATH: process.env.PATH, HOME: at("home"), HS_CLAUDE_HOME: at("home/.hs-claude") },
    });

  beforeEach(() => {
    folder = tempHome();
    for (const dir of ["bin", "dist/agent", "agent/src/cli", "home"]) mkdirSync(at(dir), { recursive: true });
    for (const file of ["hs-claude.js", "bundle-state.js", "compiled-bundle.js"])
      copyFileSync(join(REPO, "bin", file), at(`bin/${file}`));
    writeFileSync(at("package.json"), '{ "name": "hs-claude", "type": "module" }\n');
    writeFileSync(at("dist/agent/hs-claude.cjs"), BUNDLE);
    writeFileSync(at("dist/agent/sources.json"), '["agent/src/cli/main.ts", "package.json"]\n');
    writeFileSync(at("agent/src/cli/main.ts"), SOURCES);
    // tsx, as a clone has it.
    symlinkSync(join(REPO, "node_modules"), at("node_modules"), "dir");
    aged("agent/src/cli/main.ts", -60);
    aged("package.json", -60);
  });
  afterEach(() => folder.remove());

  it("a clone built since its last change runs the bundle, and says nothing", () => {
    const run = cli("plan", "x");
    assert.deepEqual([run.status, run.stdout, run.stderr], [0, "bundle plan x\n", ""]);
  });

  it("a clone with a source newer than the bundle runs the sources, with one line saying why and what to do", () => {
    aged("agent/src/cli/main.ts", 60);
    const run = cli("plan", "x");
    assert.deepEqual([run.status, run.stdout], [0, "sources plan x\n"]);
    assert.equal(
      run.stderr,
      "hs-claude: agent/src/cli/main.ts changed since the agent bundle was built: running the sources " +
        `(slower to start); npm run build in ${folder.path} fixes it\n`,
    );
  });

  it("a clone whose build did not end (no list of sources) or never ran runs the sources, saying so", () => {
    rmSync(at("dist/agent/sources.json"));
    assert.match(cli("plan").stderr, /^hs-claude: dist\/agent\/sources.json changed since the agent bundle was built/);
    rmSync(at("dist/agent/hs-claude.cjs"));
    const run = cli("plan");
    assert.equal(run.stdout, "sources plan\n");
    assert.match(run.stderr, /^hs-claude: the agent bundle is not built: running the sources .* fixes it\n$/);
  });

  it("an installed package (no sources, no tsx) runs its bundle whatever the times; without one it says so", () => {
    rmSync(at("agent"), { recursive: true });
    rmSync(at("node_modules"));
    rmSync(at("dist/agent/sources.json"));
    aged("dist/agent/hs-claude.cjs", -600);
    const run = cli("run", "--sim", "x");
    assert.deepEqual([run.status, run.stdout, run.stderr], [0, "bundle run --sim x\n", ""]);
    rmSync(at("dist/agent/hs-claude.cjs"));
    const missing = cli("plan");
    assert.equal(missing.status, 1);
    assert.equal(
      missing.stderr,
      `hs-claude: no agent bundle at ${at("dist/agent/hs-claude.cjs")}: install hs-claude again\n`,
    );
  });
});
