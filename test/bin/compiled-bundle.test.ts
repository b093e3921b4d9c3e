import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { compiledBundle, keptCode } from "../../bin/compiled-bundle.js";
import { REPO, tempHome } from "../support/index.ts";

/** A bundle in miniature: `main` calls a function, which V8 compiles as the run goes. */
const BUNDLE = "const twice = (n) => n * 2;\nexports.main = async (argv) => twice(argv.length);\n";

/**
 * A run as bin/hs-claude.js makes it, in a process of its own: V8 takes kept code only for a script it has not
 * compiled yet, so runs that share a process would not read it.
 */
const RUNNER = [
  'import { statSync } from "node:fs";',
  `import { compiledBundle, keptCode } from ${JSON.stringify(join(REPO, "bin/compiled-bundle.js"))};`,
  "const [bundle, ...argv] = process.argv.slice(2);",
  "const { main, keepCompiled } = compiledBundle(bundle, statSync(bundle), argv);",
  "const status = await main(argv);",
  "keepCompiled();",
  "process.stdout.write(JSON.stringify({ status, kept: keptCode(bundle, statSync(bundle), argv) }));",
].join("\n");

describe("the CLI's bundle, compiled with the code kept from a run of the same kind (bin/compiled-bundle.js)", () => {
  let folder: ReturnType<typeof tempHome>;
  let bundle: string;
  /** The file runs like this keep their code in, for the bundle as it is now. */
  const kept = (argv: string[]) => keptCode(bundle, statSync(bundle), argv);
  /** A run in a process of its own (with these options for node): its exit status, and where it keeps its code. */
  const runAlone = (argv: string[], options: string[] = []) => {
    const child = spawnSync(process.execPath, [...options, join(folder.path, "run.mjs"), bundle, ...argv], {
      encoding: "utf8",
      env: { ...process.env, NODE_OPTIONS: "" },
    });
    return JSON.parse(child.stdout) as { status: number; kept: string };
  };
  /** A run in this process: what it keeps, it keeps only when nothing usable was kept. */
  const runHere = async (argv: string[]) => {
    const { main, keepCompiled } = compiledBundle(bundle, statSync(bundle), argv);
    const status = await main(argv);
    keepCompiled();
    return status;
  };
  before(() => {
    folder = tempHome();
    bundle = join(folder.path, "hs-claude.cjs");
    writeFileSync(bundle, BUNDLE);
    writeFileSync(join(folder.path, "run.mjs"), RUNNER);
  });
  after(() => folder.remove());

  it("runs the bundle's main, and keeps the code for the next run of its kind, which takes it as it is", () => {
    const first = runAlone(["plan", "--offline", "x"]);
    assert.equal(first.status, 6);
    const written = statSync(first.kept).ino;
    assert.equal(runAlone(["plan", "--offline", "y"]).status, 6);
    assert.equal(statSync(first.kept).ino, written, "the second run took the kept code: it did not write it again");
  });

  it("compiles afresh and keeps anew when the kept file is not V8's code for this bundle", () => {
    const { kept } = runAlone(["exec", "{}"]);
    writeFileSync(kept, "not code");
    assert.equal(runAlone(["exec", "{}"]).status, 4);
    const replaced = statSync(kept);
    assert.ok(replaced.size > "not code".length, "the run replaced the file with its code");
    runAlone(["exec", "{}"]);
    assert.equal(statSync(kept).ino, replaced.ino, "and the next run took that code");
  });

  it("keeps the code of runs under other options for V8 apart", () => {
    const plain = runAlone(["undo"]);
    const written = statSync(plain.kept).ino;
    const other = runAlone(["undo"], ["--stack-size=2000"]);
    assert.notEqual(other.kept, plain.kept, "a file of their own");
    assert.ok(statSync(other.kept).size > 0, "with their code");
    runAlone(["undo"]);
    assert.equal(statSync(plain.kept).ino, written, "the plain runs' code stays theirs");
  });

  it("keeps runs with --sim, and runs whose first word is no verb, apart", async () => {
    await runHere(["run", "--sim", "x"]);
    await runHere(["--version"]);
    assert.ok(statSync(kept(["run", "--sim"])).size > 0, "run --sim's code");
    assert.notEqual(kept(["run", "--sim"]), kept(["run"]), "apart from run's");
    assert.ok(statSync(kept(["--version"])).size > 0, "the code of a run without a verb");
  });

  it("does not take what a run of another build of the bundle kept", async () => {
    await runHere(["log"]);
    const earlier = kept(["log"]);
    writeFileSync(bundle, `${BUNDLE}exports.main = async () => 7;\n`);
    assert.equal(await runHere(["log"]), 7, "the new build's main runs");
    assert.notEqual(kept(["log"]), earlier, "its code is kept apart");
    assert.ok(statSync(kept(["log"])).size > 0, "the new build's code");
  });
});
