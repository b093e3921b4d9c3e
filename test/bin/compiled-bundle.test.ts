import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { compiledBundle } from "../../bin/compiled-bundle.js";
import { REPO, tempHome } from "../support/index.ts";

/** A bundle in miniature: `main` calls a function, which V8 compiles as the run goes. */
const BUNDLE = "const twice = (n) => n * 2;\nexports.main = async (argv) => twice(argv.length);\n";

/**
 * A run as bin/hs-claude.js makes it, in a process of its own: V8 takes kept code only for a script it has not
 * compiled yet, so runs that share a process would not read it.
 */
const RUNNER = [
  'import { statSync } from "node:fs";',
  `import { compiledBundle } from ${JSON.stringify(join(REPO, "bin/compiled-bundle.js"))};`,
  "const [bundle, ...argv] = process.argv.slice(2);",
  "const { main, keepCompiled } = compiledBundle(bundle, statSync(bundle), argv);",
  "process.stdout.write(String(await main(argv)));",
  "keepCompiled();",
].join("\n");

describe("the CLI's bundle, compiled with the code kept from a run of the same kind (bin/compiled-bundle.js)", () => {
  let folder: ReturnType<typeof tempHome>;
  let bundle: string;
  /** The file a run of this kind keeps its code in, for the bundle as it is now. */
  const kept = (kind: string) => {
    const built = statSync(bundle);
    return join(folder.path, "code-cache", `${kind}-${built.size}-${Math.round(built.mtimeMs)}.bin`);
  };
  const runAlone = (argv: string[]) =>
    spawnSync(process.execPath, [join(folder.path, "run.mjs"), bundle, ...argv], { encoding: "utf8" }).stdout;
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
    assert.equal(runAlone(["plan", "--offline", "x"]), "6");
    const first = statSync(kept("plan")).ino;
    assert.equal(runAlone(["plan", "--offline", "y"]), "6");
    assert.equal(statSync(kept("plan")).ino, first, "the second run took the kept code: it did not write it again");
  });

  it("compiles afresh and keeps anew when the kept file is not V8's code for this bundle", () => {
    mkdirSync(join(folder.path, "code-cache"), { recursive: true });
    writeFileSync(kept("exec"), "not code");
    assert.equal(runAlone(["exec", "{}"]), "4");
    const replaced = statSync(kept("exec"));
    assert.ok(replaced.size > "not code".length, "the run replaced the file with its code");
    runAlone(["exec", "{}"]);
    assert.equal(statSync(kept("exec")).ino, replaced.ino, "and the next run took that code");
  });

  it("keeps runs with --sim, and runs whose first word is no verb, apart", async () => {
    await runHere(["run", "--sim", "x"]);
    await runHere(["--version"]);
    assert.ok(statSync(kept("run-sim")).size > 0, "run --sim's code");
    assert.ok(statSync(kept("other")).size > 0, "the code of a run without a verb");
  });

  it("does not take what a run of another build of the bundle kept", async () => {
    await runHere(["log"]);
    const earlier = kept("log");
    writeFileSync(bundle, `${BUNDLE}exports.main = async () => 7;\n`);
    assert.equal(await runHere(["log"]), 7, "the new build's main runs");
    assert.notEqual(kept("log"), earlier, "its code is kept apart");
    assert.ok(statSync(kept("log")).size > 0, "the new build's code");
  });
});
