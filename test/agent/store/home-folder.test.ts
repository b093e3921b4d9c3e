import assert from "node:assert/strict";
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, it } from "node:test";
import { ensureToken, useHome } from "../../../agent/src/store/home.ts";
import { HOME_MARKER, prepareHome, verifyHome } from "../../../agent/src/store/index.ts";
import { withEnvironment } from "../../support/environment.ts";
import { tempHome } from "../../support/index.ts";

const modeOf = (path: string) => statSync(path).mode & 0o7777;
const ANOTHER = "set HS_CLAUDE_HOME to a new or empty folder (or unset it for ~/.hs-claude)";
const OWN = "set HS_CLAUDE_HOME to a folder you own (or unset it for ~/.hs-claude)";

/** A folder made as a person would, with `mode` (not through the umask) and these files. */
function folderWith(path: string, mode: number, files: Record<string, string> = {}): string {
  mkdirSync(path);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(path, name), text);
  chmodSync(path, mode);
  return path;
}

/** Only what it made: a folder it did not make is used only when empty or an hs-claude home, and never chmodded. */
describe("which folder may be the agent's home", () => {
  let scratch: ReturnType<typeof tempHome>;
  beforeEach(() => (scratch = tempHome()));
  afterEach(() => scratch.remove());

  it("makes a missing home, and the folders on its way, 0700 and marks it", () => {
    const home = join(scratch.path, "a", "b");
    assert.equal(prepareHome(home), home);
    assert.equal(modeOf(home), 0o700);
    assert.deepEqual(readdirSync(home), [HOME_MARKER], "the marker alone");
  });

  it("refuses a folder that holds other files and no marker, changing neither its mode nor its files", () => {
    for (const mode of [0o755, 0o700]) {
      const folder = folderWith(join(scratch.path, `notes-${mode.toString(8)}`), mode, { "notes.txt": "mine\n" });
      assert.throws(() => ensureToken(folder), {
        name: "InputError",
        message:
          `the agent's home ${folder} is not an hs-claude home: it holds other files (notes.txt) ` +
          `and no ${HOME_MARKER}: ${ANOTHER}`,
      });
      assert.equal(modeOf(folder), mode, "its mode");
      assert.deepEqual(readdirSync(folder), ["notes.txt"], "its files");
      assert.equal(readFileSync(join(folder, "notes.txt"), "utf8"), "mine\n");
    }
  });

  it("says how to mark a home an earlier version made elsewhere (only hs-claude's files), and marks nothing", () => {
    const files = { token: "t\n", "config.json": "{}", "audit.jsonl.1": "", "undo.json.lock": "" };
    const folder = folderWith(join(scratch.path, "old-home"), 0o700, files);
    assert.throws(() => ensureToken(folder), {
      name: "InputError",
      message:
        `the agent's home ${folder} is not an hs-claude home: it holds other files (audit.jsonl.1, config.json, ` +
        `token, …) and no ${HOME_MARKER}: if an earlier hs-claude made it, mark it as its home: ` +
        `touch ${join(folder, HOME_MARKER)}`,
    });
    assert.deepEqual(readdirSync(folder).sort(), Object.keys(files).sort(), "its files, no marker added");
  });

  it("refuses a folder others can open, saying the chmod to run, and never runs it", async () => {
    const empty = folderWith(join(scratch.path, "open"), 0o755);
    const line = `others can open HS_CLAUDE_HOME=${empty} (mode 0755): make it yours alone: chmod 700 ${empty}`;
    assert.throws(() => useHome({ HS_CLAUDE_HOME: empty }), { name: "InputError", message: line });
    await withEnvironment({ HS_CLAUDE_HOME: empty }, async () =>
      assert.throws(() => ensureToken(empty), { message: line }),
    );
    assert.equal(modeOf(empty), 0o755, "its mode");
    assert.deepEqual(readdirSync(empty), [], "nothing written");
    const marked = prepareHome(join(scratch.path, "marked"));
    chmodSync(marked, 0o750);
    assert.throws(() => ensureToken(marked), { message: /^others can open the agent's home .* \(mode 0750\): make/ });
    assert.equal(modeOf(marked), 0o750, "an hs-claude home's mode is not changed either");
  });

  it("takes an empty folder only the person can open: marked, its mode unchanged", () => {
    const empty = folderWith(join(scratch.path, "empty"), 0o700);
    ensureToken(empty);
    assert.deepEqual(readdirSync(empty).sort(), [HOME_MARKER, "token"], "the files in the home");
    assert.equal(modeOf(empty), 0o700);
  });

  it("takes the default ~/.hs-claude earlier versions made without a marker, and no other such folder", async () => {
    const files = { token: `${"t".repeat(43)}\n`, "audit.jsonl": "" };
    const earlier = folderWith(join(scratch.path, ".hs-claude"), 0o700, files);
    const elsewhere = folderWith(join(scratch.path, "hs-claude-elsewhere"), 0o700, files);
    await withEnvironment({ HOME: scratch.path }, async () => {
      assert.equal(ensureToken(earlier), "t".repeat(43), "its token kept");
      assert.ok(existsSync(join(earlier, HOME_MARKER)), "now marked");
      assert.throws(() => ensureToken(elsewhere), { message: /is not an hs-claude home: it holds other files/ });
    });
  });

  it("refuses a folder that is not the person's: one line, nothing changed", () => {
    // Root can give a folder away (the sticky temporary folder of M10 is another user's); anyone else is refused "/".
    const root = process.getuid?.() === 0;
    const foreign = root ? folderWith(join(scratch.path, "theirs"), 0o1777) : "/";
    if (root) chownSync(foreign, 65534, 65534);
    const mode = modeOf(foreign);
    assert.throws(() => ensureToken(foreign), {
      name: "InputError",
      message: `the agent's home ${foreign} is not yours (its owner is user ${statSync(foreign).uid}): ${OWN}`,
    });
    assert.equal(modeOf(foreign), mode);
  });

  it("refuses /proc in one line, its mode unchanged", { skip: !existsSync("/proc/self") && "no /proc here" }, () => {
    // Only the check that writes nothing: a regression must not be able to chmod /proc (H1 did, running as root).
    const mode = modeOf("/proc");
    assert.throws(() => verifyHome("/proc"), {
      name: "InputError",
      message: /^the agent's home \/proc is not (an|yours)/,
    });
    assert.equal(modeOf("/proc"), mode);
  });
});
