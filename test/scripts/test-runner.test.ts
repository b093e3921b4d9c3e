import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { it } from "node:test";
import { REPO } from "../support/index.ts";

it("npm test without the shared folder stops before its first step, naming what is missing", () => {
  const run = spawnSync(process.execPath, ["--import", "tsx", join(REPO, "scripts", "test.ts")], {
    cwd: REPO,
    encoding: "utf8",
    env: { ...process.env, HS_CLAUDE_SHARED: "/nonexistent/shared" },
  });
  assert.equal(run.status, 1);
  assert.match(run.stderr, /^npm test needs the shared folder beside this repository \(\/nonexistent\/shared\)/);
  assert.match(run.stderr, /missing: tools\/load_spoon\.lua, tools\/hs_conformance\.py/);
  assert.equal(run.stdout, "", "no step ran");
});
