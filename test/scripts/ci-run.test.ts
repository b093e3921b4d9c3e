import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, it } from "node:test";
import { REPO, tempHome } from "../support/index.ts";

/**
 * `.ci/run` runs `npm ci`, then `npm test` with HOME an empty folder of its own, and fails, listing it, when the
 * suite left anything there (M3: a test wrote the person's ~/.hs-claude/sim). Here npm is a stand-in on PATH whose
 * `npm test` does what the test says, and writes down where it was told npm's cache is.
 */
describe(".ci/run: the suite leaves HOME empty", () => {
  let folder: ReturnType<typeof tempHome>;
  beforeEach(() => (folder = tempHome()));
  afterEach(() => folder.remove());

  /** .ci/run with an npm whose `test` runs `script` (in sh, HOME as .ci/run set it); its status and stderr. */
  function ciRun(script: string) {
    const bin = join(folder.path, "bin");
    mkdirSync(bin);
    const npm = join(bin, "npm");
    const said = join(folder.path, "npm-said");
    writeFileSync(
      npm,
      `#!/bin/sh\necho "$1 home=$HOME cache=$npm_config_cache" >> "${said}"\n[ "$1" = test ] || exit 0\n${script}\n`,
    );
    chmodSync(npm, 0o755);
    const run = spawnSync("bash", [join(REPO, ".ci", "run")], {
      encoding: "utf8",
      env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, TMPDIR: folder.path },
    });
    return { status: run.status, stderr: run.stderr, said: readFileSync(said, "utf8").trim().split("\n") };
  }

  it("passes when npm test passes and writes nothing in HOME; npm's own cache is elsewhere", () => {
    const run = ciRun('mkdir -p "$npm_config_cache/_logs" && echo log > "$npm_config_cache/_logs/debug.log"');
    assert.equal(run.status, 0, run.stderr);
    const [ci, test] = run.said;
    assert.match(ci!, /^ci home=/, "npm ci first");
    const home = /^test home=(\S+) cache=(\S+)$/.exec(test!);
    assert.ok(home, `npm test second: ${test}`);
    assert.ok(home[1]!.startsWith(`${folder.path}/ci-home.`), "HOME is a temporary folder of its own");
    assert.ok(!home[2]!.startsWith(home[1]!), "npm's cache is not under that HOME");
  });

  it("fails, listing what appeared, when the suite wrote into HOME", () => {
    const run = ciRun('mkdir -p "$HOME/.hs-claude/sim" && echo {} > "$HOME/.hs-claude/sim/workspace.json"');
    assert.equal(run.status, 1);
    assert.equal(
      run.stderr,
      ".ci/run: npm test wrote into HOME, which it must leave empty (3 entries; tests write only to temporary " +
        "folders of their own):\n  ~/.hs-claude\n  ~/.hs-claude/sim\n  ~/.hs-claude/sim/workspace.json\n",
    );
  });

  it("keeps npm test's own failure", () => {
    assert.equal(ciRun("exit 7").status, 7);
  });
});
