import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import * as z from "zod";
import { defineCommand, done } from "../../../agent/src/commands/index.ts";
import { Snapshot } from "../../../agent/src/contract/index.ts";
import { offlinePlanner, plan } from "../../../agent/src/planner/index.ts";
import { COMMANDS, RULES, type Command, type Rule } from "../../../agent/src/registry/index.ts";
import { irreversible, touchedBy } from "../../../agent/src/undo/index.ts";
import { DESKTOPS } from "../../support/index.ts";

const dual = Snapshot.parse(JSON.parse(readFileSync(join(DESKTOPS, "dev-dual.json"), "utf8")));

/** A command of this test's own, written as an app's would be: what it touches and what stays are its fields. */
const bookmarkTab = defineCommand({
  type: "bookmark_tab",
  schema: z.strictObject({ type: z.literal("bookmark_tab"), tab_index: z.number().int().min(1) }),
  description: "Bookmarks a Chrome tab.",
  touches: () => ({ apps: ["Google Chrome"] }),
  irreversible: (command) => [{ stays: "saved", what: `the bookmark for tab ${command.tab_index}` }],
  run: async (command) => done(`bookmarked tab ${command.tab_index}`),
});

/** Its offline planner rule: when it is tried and the verb it starts with are the rule's own. */
const BOOKMARK = /^bookmark (?:the )?tab (\d+)$/;
const bookmarks = (...tabs: number[]) => tabs.map((tab) => ({ type: "bookmark_tab", tab_index: tab }));
const bookmarkRule: Rule = {
  precedence: "tab",
  verbs: ["bookmark"],
  match: (clause) => {
    const tab = BOOKMARK.exec(clause)?.[1];
    // The compiled registry's Command type does not know this test's own command.
    return tab ? plan(bookmarks(Number(tab)) as unknown as Command[]) : undefined;
  },
};

describe("a command brings its own rules", () => {
  it("undo reads what a step touched and what stays from its command's definition, listed with the others", () => {
    const commands = [...COMMANDS, bookmarkTab];
    const steps = [
      { command: { type: "focus_app", app_name: "Slack" }, status: "done" },
      { command: { type: "bookmark_tab", tab_index: 2 }, status: "done" },
      { command: { type: "bookmark_tab", tab_index: 3 }, status: "skipped" },
    ];
    assert.deepEqual(irreversible(steps, commands), ["the bookmark for tab 2 stays saved"], "only the done step's");
    assert.deepEqual(
      [...touchedBy(steps, commands).apps],
      ["Slack", "Google Chrome"],
      "the app focused, then the browser the bookmark was made in",
    );
  });

  it("the offline planner takes a rule's verbs and precedence from the rule, listed with the others", () => {
    const planner = offlinePlanner([...RULES, bookmarkRule]);
    assert.deepEqual(
      planner("bookmark tab 2 and tab 3", dual).commands,
      bookmarks(2, 3),
      "the second clause borrows the rule's verb",
    );
    assert.deepEqual(
      planner("bookmark tab 2?", dual).commands,
      bookmarks(2),
      "listed last, it is still tried before the question rule",
    );
    const withoutVerbs = offlinePlanner([...RULES, { ...bookmarkRule, verbs: [] }]);
    assert.deepEqual(
      withoutVerbs("bookmark tab 2 and tab 3", dual).commands,
      [...bookmarks(2), { type: "switch_tab", tab_index: 3 }],
      "with no verb of its own, a clause after it does not borrow one",
    );
  });
});
