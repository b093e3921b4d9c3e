import assert from "node:assert/strict";
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, it } from "node:test";
import { agentHome, ensureToken } from "../../../agent/src/store/home.ts";
import { prepareHome } from "../../../agent/src/store/index.ts";
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
      message: /^the agent's home .*a-file\/home can never be made: .*a-file\/home cannot be made \(ENOTDIR\); set /,
    });
  });

  it("never overwrites or chmods the file a token link points to, and names the link to remove", () => {
    const folder = prepareHome(join(home.path, "home"));
    const outside = join(home.path, "notes.txt");
    const valid = `${"k".repeat(43)}\n`;
    for (const content of ["the person's own notes\n", valid]) {
      writeFileSync(outside, content, { mode: 0o644 });
      chmodSync(outside, 0o644);
      symlinkSync(outside, join(folder, "token"));
      assert.throws(() => ensureToken(folder), {
        name: "InputError",
        message: `${folder}/token is a symbolic link; hs-claude does not follow links in its home: remove it`,
      });
      assert.equal(readFileSync(outside, "utf8"), content, "the file the link points to is not written");
      assert.equal(statSync(outside).mode & 0o777, 0o644, "nor chmodded");
      assert.ok(lstatSync(join(folder, "token")).isSymbolicLink(), "the link itself is left for the person");
      rmLink(join(folder, "token"));
    }
  });

  it("uses a home that is itself a link the person made (dotfiles) as the folder it points to", () => {
    const real = join(home.path, "dotfiles-home");
    mkdirSync(real, { mode: 0o700 });
    symlinkSync(real, join(home.path, "linked"));
    const token = ensureToken(join(home.path, "linked"));
    assert.equal(readFileSync(join(real, "token"), "utf8").trim(), token);
    assert.ok(lstatSync(join(home.path, "linked")).isSymbolicLink(), "the person's link stays");
  });
});

function rmLink(path: string): void {
  unlinkSync(path);
}
