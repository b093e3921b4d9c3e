import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { REPO } from "../support/index.ts";

const EXAMPLE = 'an example of what a person types ("chrome left half")';

/**
 * The files outside the app folders (apps/) that may name Chrome, and why. What is Chrome's alone (its
 * commands, rules, context lines, operations, scripts, wording) lives in agent/src/apps/chrome and
 * spoon/src/apps/chrome.
 */
const MAY_NAME_CHROME: Record<string, string> = {
  "agent/src/contract/snapshot.ts": "the snapshot's tabs are Chrome's: TAB_BROWSER names their browser once",
  "spoon/src/contract/desktop.ts": "the snapshot's tab shape, with Chrome's own tab ids",
  "spoon/src/contract/ops.ts": "the tab operations, which undo and the snapshot use and Chrome carries out",
  "agent/src/desktop/apps.ts": "what people call apps (chrome → Google Chrome), a table of many apps",
  "agent/src/query/offline.ts": 'a question about the snapshot\'s tabs may say "chrome tabs"',
  "agent/src/query/query-system.txt": "the model reads the context's tab lines, which are Chrome's",
  "agent/src/commands/fields.ts": "an example of an app's exact name, for the model",
  "agent/src/undo/restore-plan.ts": "chrome://quit: an example of a browser's own page, never opened again",
  "agent/src/planner/context.ts": EXAMPLE,
  "agent/src/app/plan-reads.ts": `${EXAMPLE}: a command that names no file reads none`,
  "agent/src/planner/offline.ts": EXAMPLE,
  "agent/src/planner/rules/place.ts": EXAMPLE,
  "agent/src/cli/args.ts": EXAMPLE,
  "agent/src/cli/help.ts": EXAMPLE,
  "agent/src/cli/help-examples.ts": `${EXAMPLE}: the commands each verb's help shows`,
  "agent/src/cli/sim-arg.ts": `${EXAMPLE}: the word after --sim that is the command's, not a file`,
  "spoon/src/surfaces/command-bar.ts": EXAMPLE,
  "spoon/src/init.ts": `${EXAMPLE}; the self-test's documentation names the apps it checks`,
};

/** Files of the agent and the Spoon, outside the app folders, whose text names Chrome. */
function namingChrome(): string[] {
  return ["agent/src", "spoon/src"].flatMap((dir) =>
    readdirSync(join(REPO, dir), { recursive: true })
      .map((file) => `${dir}/${String(file)}`)
      .filter((file) => /\.(?:ts|txt)$/.test(file) && !file.includes("/apps/"))
      .filter((file) => /chrome/i.test(readFileSync(join(REPO, file), "utf8")))
      .sort(),
  );
}

describe("one place per application", () => {
  it("names Chrome outside its app folders only where the list says why", () => {
    assert.deepEqual(
      namingChrome(),
      Object.keys(MAY_NAME_CHROME).sort(),
      "the general files that name Chrome; anything of Chrome's alone belongs in its app folders",
    );
  });
});
