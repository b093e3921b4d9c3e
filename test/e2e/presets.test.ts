import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Preset } from "../../agent/src/contract/index.ts";
import { mainIn } from "../support/capture.ts";
import { homeForSuite } from "../support/index.ts";

/** The built-in desktop's own preset "focus", as its file has it. */
const FOCUS_APPS = ["Google Chrome", "Terminal"];

describe("presets: replacing one asks, undo brings it back, and they can be deleted and renamed", () => {
  homeForSuite();
  const env = { ANTHROPIC_API_KEY: undefined };
  const cli = (...args: string[]) => mainIn(args, env);
  const run = (command: string, ...flags: string[]) => cli("run", "--sim", "--offline", ...flags, command);
  /** The presets `presets --sim --json` lists: each name with its apps. */
  const listed = async () => {
    const { code, stdout, stderr } = await cli("presets", "--sim", "--json");
    assert.equal(code, 0, stderr);
    return (JSON.parse(stdout) as Preset[]).map((p) => [p.name, p.placements.map((at) => at.app_name)]);
  };

  it("saving over a preset asks first: with nobody to ask nothing is saved", async () => {
    const refused = await run("save this layout as focus");
    assert.equal(refused.code, 1, refused.stderr);
    assert.match(refused.stderr, /not approved: Replace the preset "focus"\?/);
    assert.deepEqual(await listed(), [["focus", FOCUS_APPS]], "the presets after the refusal: focus as it was");
  });

  it("approved, it replaces the preset and says what it replaced; undo puts the old one back", async () => {
    const saved = await run("save this layout as focus", "--yes");
    assert.equal(saved.code, 0, saved.stderr);
    assert.match(
      saved.stdout,
      /saved preset "focus": Google Chrome, Slack, Terminal \(it replaced Google Chrome, Terminal\)/,
    );
    assert.deepEqual(await listed(), [["focus", ["Google Chrome", "Slack", "Terminal"]]], "focus, replaced");
    const undone = await cli("undo", "--sim");
    assert.equal(undone.code, 0, undone.stderr);
    assert.match(undone.stdout, /put the preset "focus" back as it was/);
    assert.deepEqual(await listed(), [["focus", FOCUS_APPS]], "the presets after undo: focus as it was");
  });

  it("a new preset is saved without a question; undo removes it", async () => {
    assert.equal((await run("save this layout as desk")).code, 0);
    assert.deepEqual(
      await listed(),
      [
        ["focus", FOCUS_APPS],
        ["desk", ["Google Chrome", "Slack", "Terminal"]],
      ],
      "desk saved",
    );
    const undone = await cli("undo", "--sim");
    assert.match(undone.stdout, /removed the preset "desk" it saved/);
    assert.deepEqual(await listed(), [["focus", FOCUS_APPS]], "the presets after undo: desk gone");
  });

  it('"delete preset desk" and "forget the desk layout" ask, delete it, and undo brings it back', async () => {
    assert.equal((await run("save this layout as desk")).code, 0);
    const refused = await run("delete preset desk");
    assert.equal(refused.code, 1, refused.stderr);
    assert.match(refused.stderr, /not approved: Delete the preset "desk"\?/);
    const deleted = await run("forget the desk layout", "--yes");
    assert.equal(deleted.code, 0, deleted.stderr);
    assert.match(deleted.stdout, /deleted the preset "desk" \(Google Chrome, Slack, Terminal\)/);
    assert.deepEqual(await listed(), [["focus", FOCUS_APPS]], "the presets after deleting desk");
    assert.equal((await cli("undo", "--sim")).code, 0);
    assert.deepEqual(
      await listed(),
      [
        ["focus", FOCUS_APPS],
        ["desk", ["Google Chrome", "Slack", "Terminal"]],
      ],
      "desk back",
    );
  });

  it("the presets verb renames and removes, and names what is wrong", async () => {
    const renamed = await cli("presets", "rename", "--sim", "desk", "deep work");
    assert.equal(renamed.code, 0, renamed.stderr);
    assert.equal(renamed.stdout, 'renamed the preset "desk" to "deep work"\n');
    const own = await cli("presets", "--sim", "rename", "focus", "work");
    assert.deepEqual(
      [own.code, own.stderr],
      [2, 'hs-claude: the preset "focus" comes with the built-in desktop, which stays as it is\n'],
    );
    const taken = await cli("presets", "--sim", "rename", "deep work", "focus");
    assert.deepEqual(
      [taken.code, taken.stderr],
      [2, 'hs-claude: a preset "focus" is there already; remove it first\n'],
    );
    const removed = await cli("presets", "--sim", "remove", "deep", "work");
    assert.equal(removed.stdout, 'removed the preset "deep work" (Google Chrome, Slack, Terminal)\n');
    const again = await cli("presets", "--sim", "remove", "deep work");
    assert.deepEqual([again.code, again.stderr], [2, 'hs-claude: no preset "deep work"; presets: none saved yet\n']);
    assert.deepEqual(await listed(), [["focus", FOCUS_APPS]], "the presets at the end");
    const wrong = await cli("presets", "delete", "focus");
    assert.equal(wrong.code, 2);
    assert.match(wrong.stderr, /^hs-claude: presets delete focus: it takes list, remove NAME or rename OLD NEW/);
  });
});
