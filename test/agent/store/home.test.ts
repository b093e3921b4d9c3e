import assert from "node:assert/strict";
import { chmodSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, it } from "node:test";
import { agentHome, ensureToken } from "../../../agent/src/store/home.ts";
import { tempHome } from "../../support/index.ts";

describe("agent home and token", () => {
  let home: ReturnType<typeof tempHome>;
  beforeEach(() => (home = tempHome()));
  afterEach(() => home.remove());

  it("honours HS_CLAUDE_HOME, else ~/.hs-claude", () => {
    assert.equal(agentHome({ HS_CLAUDE_HOME: "/x/y" }), "/x/y");
    assert.match(agentHome({}), /\.hs-claude$/);
  });

  it("creates the token with mode 0600 in a 0700 folder", () => {
    const folder = join(home.path, "fresh");
    const token = ensureToken(folder);
    assert.match(token, /^[A-Za-z0-9_-]{43}$/);
    assert.equal(statSync(join(folder, "token")).mode & 0o777, 0o600);
    assert.equal(statSync(folder).mode & 0o777, 0o700);
    assert.equal(readFileSync(join(folder, "token"), "utf8").trim(), token);
  });

  it("keeps the same token across starts", () => {
    assert.equal(ensureToken(home.path), ensureToken(home.path));
  });

  it("tightens a token file others can read back to 0600", () => {
    const token = ensureToken(home.path);
    chmodSync(join(home.path, "token"), 0o644);
    assert.equal(ensureToken(home.path), token);
    assert.equal(statSync(join(home.path, "token")).mode & 0o777, 0o600);
  });

  it("replaces a token file that holds no token", () => {
    writeFileSync(join(home.path, "token"), "short\n", { mode: 0o600 });
    assert.match(ensureToken(home.path), /^[A-Za-z0-9_-]{43}$/);
  });

  it("names the home it cannot use, and says what to set", () => {
    const blocked = join(home.path, "a-file");
    writeFileSync(blocked, "not a folder");
    assert.throws(() => ensureToken(join(blocked, "home")), {
      name: "InputError",
      message: /^cannot use the agent's home .*a-file\/home for the agent's token: ENOTDIR; set HS_CLAUDE_HOME/,
    });
  });
});
