import assert from "node:assert/strict";
import { lstatSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, it } from "node:test";
import { commandDefinition } from "../../../agent/src/registry/index.ts";
import { Snapshot } from "../../../agent/src/contract/index.ts";
import { fileUndoHistory, keepWayBack, type UndoEntry, type UndoHistory } from "../../../agent/src/undo/index.ts";
import { fakeContext } from "../../fakes/command-context.ts";
import { fakeSpoon } from "../../fakes/spoon-client.ts";
import { DESKTOPS, tempHome } from "../../support/index.ts";

const dual = Snapshot.parse(JSON.parse(readFileSync(join(DESKTOPS, "dev-dual.json"), "utf8")));
const slack = { name: "Slack", bundleID: "com.tinyspeck.slackmacgap" };

/** A way back that unhides Slack, with `cannot` lines to make it as large as a test needs. */
const entry = (run: string, cannot: string[] = []): UndoEntry => ({
  run,
  at: "2026-11-23T10:00:00.000Z",
  windows: [],
  relaunch: [],
  quit: [],
  hide: [],
  unhide: [slack],
  reopen: [],
  close: [],
  activeTabs: [],
  cannot,
});

/** What "undo" answers over this history when it has nothing it can take back. */
async function askUndo(history: UndoHistory): Promise<string> {
  const undo = commandDefinition("undo");
  const outcome = await undo.run({ type: "undo" }, fakeContext(fakeSpoon({}), dual, { undo: history }));
  assert.equal(outcome.ok, false);
  return outcome.message;
}

/** An undo.json of 20 valid entries, about 30 MB. */
function hugeHistory(path: string): void {
  const lines = Array.from({ length: 7_500 }, (_, i) => `${i} ${"x".repeat(200)}`);
  writeFileSync(path, JSON.stringify({ entries: Array.from({ length: 20 }, (_, i) => entry(`run-${i}`, lines)) }));
}

/** The longest text JSON.parse was given while `work` ran: what was parsed, whatever the machine's speed. */
async function longestParsed(work: () => unknown): Promise<number> {
  const parse = JSON.parse;
  let longest = 0;
  JSON.parse = (text, reviver) => ((longest = Math.max(longest, String(text).length)), parse(text, reviver));
  try {
    await work();
  } finally {
    JSON.parse = parse;
  }
  return longest;
}
/** Far less than the 30 MB history, far more than any snapshot or entry of the tests. */
const PARSED_AT_MOST = 1_000_000;

describe("the undo history in <home>/undo.json", () => {
  let home: ReturnType<typeof tempHome>;
  let path: string;
  beforeEach(() => {
    home = tempHome();
    path = join(home.path, "undo.json");
  });
  afterEach(() => home.remove());
  const kept = () => readdirSync(home.path).filter((name) => name.startsWith("undo.json.corrupt-"));

  it("keeps a broken file aside, says so when asked to undo, and never writes over it", async () => {
    writeFileSync(path, '{"entries": [ {"run": ');
    const history = fileUndoHistory(home.path);
    const message = await askUndo(history);
    assert.equal(kept().length, 1);
    const aside = join(home.path, kept()[0]!);
    assert.match(
      message,
      new RegExp(
        `^the undo history ${path} could not be read \\(it is not JSON: .+\\); ` +
          `kept aside as ${aside}; nothing to undo$`,
      ),
    );
    assert.equal(readFileSync(aside, "utf8"), '{"entries": [ {"run": ', "the file is kept as it was");
    history.record(entry("after"));
    assert.deepEqual(
      JSON.parse(readFileSync(path, "utf8")).entries.map((e: UndoEntry) => e.run),
      ["after"],
      "the runs in the new history: the one after the broken file",
    );
    assert.equal(readFileSync(aside, "utf8"), '{"entries": [ {"run": ');
  });

  it("a broken file kept aside by a command's own record is told by the next undo of any process, once", async () => {
    writeFileSync(path, '{"entries": [\nAllow? [y/N] y');
    // The agent makes a history per request: the command that recorded and the undo share nothing but the home.
    fileUndoHistory(home.path).record(entry("after"));
    assert.equal(kept().length, 1);
    const aside = join(home.path, kept()[0]!);
    const undo = commandDefinition("undo");
    const hidden = { ...dual, apps: dual.apps.map((app) => (app.name === "Slack" ? { ...app, hidden: true } : app)) };
    const spoon = fakeSpoon({
      focus_app: async ({ name }) => ({ ok: true, value: { name, launched: false, frontmost: true } }),
    });
    const undoing = () => undo.run({ type: "undo" }, fakeContext(spoon, hidden, { undo: fileUndoHistory(home.path) }));
    const first = await undoing();
    assert.equal(first.ok, true, first.message);
    assert.match(
      first.message,
      new RegExp(
        `^undid the last command: showed Slack again; brought Google Chrome back to the front\n` +
          `the undo history ${path} could not be read \\(it is not JSON: .+\\); kept aside as ${aside}$`,
      ),
    );
    assert.doesNotMatch(first.message, /^Allow/m, "what the file held stays on the note's line");
    assert.equal(
      (await undoing()).message,
      "there is nothing to undo: no recent command changed the desktop (undo goes back 20 commands)",
      "said once",
    );
  });

  it("refuses an undo.json that is a link, naming it, and never writes through it", async () => {
    const outside = join(home.path, "elsewhere.json");
    writeFileSync(outside, "the person's\n");
    symlinkSync(outside, path);
    // The step fails with this message (the executor reports an expected error as the step's own).
    const undo = commandDefinition("undo");
    await assert.rejects(
      undo.run({ type: "undo" }, fakeContext(fakeSpoon({}), dual, { undo: fileUndoHistory(home.path) })),
      {
        name: "InputError",
        message: `${path} is a symbolic link; hs-claude does not follow links in its home: remove it`,
      },
    );
    keepWayBack(fileUndoHistory(home.path), { before: dual, after: { ...dual, apps: [] }, cannot: [] });
    assert.equal(readFileSync(outside, "utf8"), "the person's\n");
    assert.ok(lstatSync(path).isSymbolicLink());
  });

  it("leaves a 30 MB history untouched and unparsed after a command that changed nothing", async () => {
    hugeHistory(path);
    const before = statSync(path);
    const parsed = await longestParsed(() =>
      keepWayBack(fileUndoHistory(home.path), { before: dual, after: dual, cannot: [] }),
    );
    const after = statSync(path);
    assert.deepEqual([after.ino, after.mtimeMs, after.size], [before.ino, before.mtimeMs, before.size]);
    assert.ok(parsed < PARSED_AT_MOST, `the history was not parsed (the longest text parsed: ${parsed} characters)`);
  });

  it("keeps aside, without parsing it, a file far larger than its 20 commands can need", async () => {
    hugeHistory(path);
    const size = statSync(path).size;
    let message = "";
    const parsed = await longestParsed(async () => (message = await askUndo(fileUndoHistory(home.path))));
    assert.match(message, /could not be read \(it is 3\d\.\d MB, more than the 16 MB it may hold\); kept aside as /);
    assert.equal(statSync(join(home.path, kept()[0]!)).size, size);
    assert.ok(parsed < PARSED_AT_MOST, `the history was not parsed (the longest text parsed: ${parsed} characters)`);
  });
});
