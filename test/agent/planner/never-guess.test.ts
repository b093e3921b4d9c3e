import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { Snapshot } from "../../../agent/src/contract/index.ts";
import { planOffline } from "../../../agent/src/registry/index.ts";
import { DESKTOPS } from "../../support/index.ts";

/** Commands the planner was never shown, where acting would be a guess: each is planned as said, or asked. */
const dual = Snapshot.parse(JSON.parse(readFileSync(join(DESKTOPS, "dev-dual.json"), "utf8")));
const laptop = Snapshot.parse(JSON.parse(readFileSync(join(DESKTOPS, "dev-laptop.json"), "utf8")));

const plansAs = (text: string, expected: object[], snapshot: Snapshot) => {
  const envelope = planOffline(text, snapshot);
  assert.equal(envelope.needs_clarification, false, `${text}: ${envelope.clarification_reason}`);
  assert.deepEqual(envelope.commands, expected, `the commands planned for "${text}"`);
};
const asks = (text: string, snapshot: Snapshot) => {
  const envelope = planOffline(text, snapshot);
  assert.equal(envelope.needs_clarification, true, `"${text}" planned ${JSON.stringify(envelope.commands)}`);
  return envelope;
};

describe("'open <site>' opens a new tab", () => {
  it("opens a new tab though a tab of the site is open; 'go to' and 'switch to' switch to it", () => {
    plansAs("open github", [{ type: "open_url", url: "https://github.com/" }], dual);
    plansAs("open chatgpt in chrome", [{ type: "open_url", url: "https://chatgpt.com/" }], dual);
    plansAs("go to github", [{ type: "switch_tab", tab_index: 1 }], dual);
    plansAs("switch to github", [{ type: "switch_tab", tab_index: 1 }], dual);
  });

  it("asks when what follows 'open' is no site but an open tab's name ('open jira')", () => {
    assert.deepEqual(
      asks("open jira", laptop).candidates?.map((c) => c.commands),
      [[{ type: "switch_tab", tab_index: 2 }]],
      'the candidates offered for "open jira"',
    );
    asks("open news", dual);
  });
});
