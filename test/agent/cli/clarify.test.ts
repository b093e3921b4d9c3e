import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { Snapshot } from "../../../agent/src/contract/index.ts";
import { runCommand } from "../../../agent/src/app/index.ts";
import { clarifier } from "../../../agent/src/cli/clarify.ts";
import { planOffline } from "../../../agent/src/registry/index.ts";
import { readOnlyRunner } from "../../fakes/read-only-runner.ts";
import { DESKTOPS } from "../../support/index.ts";
import { simMacForTests } from "../../support/sim-mac.ts";

describe("the clarification round trip through the Spoon's chooser", () => {
  const file = join(DESKTOPS, "dev-dual.json");
  const snapshot = Snapshot.parse(JSON.parse(readFileSync(file, "utf8")));
  const session = simMacForTests({ desktop: file, tempHome: true });

  const ask = (text: string) => {
    const envelope = planOffline(text, snapshot);
    return clarifier(session.agent!.spoon, false)(envelope.clarification_reason!, envelope.candidates!);
  };

  it("shows the reason and the candidates, and the person's pick completes the plan", async () => {
    session.mac.person.choose = (question) => question.labels.findIndex((label) => label.includes("r/macapps")) + 1;
    const chosen = await ask("switch to reddit");
    assert.deepEqual(
      chosen?.commands,
      [{ type: "switch_tab", tab_index: 5 }],
      "the commands of the candidate the person picked",
    );
    assert.deepEqual(session.mac.person.chooserShown.at(-1), {
      prompt: '3 tabs match "reddit": which one?',
      labels: [
        "tab 2: r/programming (reddit.com)",
        "tab 5: r/macapps (reddit.com)",
        "tab 8: Reddit - Dive into anything (reddit.com)",
      ],
    });
  });

  it("gives nothing when the person dismisses the chooser", async () => {
    session.mac.person.choose = () => undefined;
    assert.equal(await ask("switch to reddit"), undefined);
  });

  it("run does not ask when there is nothing to choose from, and the clarification stands", async () => {
    let asked = 0;
    const clarify = async () => (asked++, undefined);
    const outcome = await runCommand("move it to the left", readOnlyRunner(snapshot), {
      offline: true,
      yes: false,
      clarify,
    });
    assert.equal(outcome.kind, "clarify");
    assert.equal(asked, 0);
  });
});
