import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { Snapshot } from "../../../agent/src/contract/index.ts";
import { runCommand } from "../../../agent/src/app/index.ts";
import { clarifier } from "../../../agent/src/cli/clarify.ts";
import { planOffline, type Candidate, type Plan } from "../../../agent/src/registry/index.ts";
import { DEFAULT_DESKTOP } from "../../sim/index.ts";
import { readOnlyRunner } from "../../fakes/read-only-runner.ts";
import { DESKTOPS } from "../../support/index.ts";
import { simMacForTests } from "../../support/sim-mac.ts";

const done = { success: true, message: "done", steps: [], iterations: 0 };

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

  it("run with the person's pick for a two-part command runs the whole plan, its clear part too", async () => {
    const home = Snapshot.parse(JSON.parse(readFileSync(DEFAULT_DESKTOP, "utf8")));
    const ran: unknown[] = [];
    const runner = {
      ...readOnlyRunner(home),
      execute: async (plan: Plan) => (ran.push(plan.commands), { result: done, after: home }),
      learn: () => true,
    };
    const pickSecond = async (_reason: string, candidates: Candidate[]) => candidates[1];
    const outcome = await runCommand("terminal left half and switch to docs", runner, {
      offline: true,
      yes: true,
      clarify: pickSecond,
    });
    assert.equal(outcome.kind, "executed");
    assert.deepEqual(
      ran,
      [
        [
          { type: "place_app", app_name: "Terminal", bounds: [0, 33, 756, 982] },
          { type: "switch_tab", tab_index: 4 },
        ],
      ],
      "the plans executed",
    );
  });

  it('run tells the person the word it learned from their pick, and how to forget it ("my editor")', async () => {
    const learned: unknown[] = [];
    const told: string[] = [];
    const runner = {
      ...readOnlyRunner(snapshot),
      execute: async () => ({ result: done, after: snapshot }),
      learn: (word: unknown) => (learned.push(word), true),
    };
    const pickCode = async (_reason: string, candidates: Candidate[]) =>
      candidates.find((c) => c.label === "Visual Studio Code");
    const outcome = await runCommand("focus my editor", runner, {
      offline: true,
      yes: true,
      clarify: pickCode,
      notice: (text) => told.push(text),
    });
    assert.equal(outcome.kind, "executed");
    assert.deepEqual(learned, [{ phrase: "my editor", app: "Visual Studio Code" }], "the word kept");
    assert.deepEqual(
      told,
      ['learned "my editor" → Visual Studio Code; to forget it: hs-claude aliases remove "my editor"'],
      "what the person was told",
    );
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
