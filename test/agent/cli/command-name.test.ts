import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { hsClaude } from "../../../agent/src/cli/command-name.ts";
import { REPO, tempHome } from "../../support/index.ts";

/** The hints name the command as the person runs it: `npx hs-claude` in a clone, `hs-claude` once installed. */
describe("the hs-claude a hint names", () => {
  it("is npx hs-claude in a clone, hs-claude in an installed package", () => {
    assert.equal(hsClaude(REPO), "npx hs-claude", "a clone: its sources beside it");
    const installed = tempHome();
    try {
      mkdirSync(join(installed.path, "dist", "agent"), { recursive: true });
      assert.equal(hsClaude(`${installed.path}/`), "hs-claude", "an installed package: no sources");
    } finally {
      installed.remove();
    }
    assert.equal(hsClaude(), "npx hs-claude", "this code, run from the clone");
  });
});
