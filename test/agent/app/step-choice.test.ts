import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import { answerStepChoice } from "../../../agent/src/app/step-choice.ts";
import type { Snapshot } from "../../../agent/src/contract/index.ts";
import type { ExecResult, Step } from "../../../agent/src/exec/index.ts";
import type { Command, PlannedEnvelope } from "../../../agent/src/registry/index.ts";
import { DEFAULT_DESKTOP } from "../../sim/index.ts";

const desktop = JSON.parse(readFileSync(DEFAULT_DESKTOP, "utf8")) as Snapshot;
const pause = { type: "music_pause" } as Command;
const next = { type: "music_next" } as Command;
const asked = { type: "music_play", query: "yesterday" } as Command;
const beatles = { type: "music_play", query: "Yesterday", kind: "track", artist: "The Beatles" } as Command;
const boyz = { type: "music_play", query: "Yesterday", kind: "track", artist: "Boyz II Men" } as Command;
const choice = {
  reason: "2 items in Music match: which one should play?",
  candidates: [
    { label: "Yesterday by The Beatles", commands: [beatles] },
    { label: "Yesterday by Boyz II Men", commands: [boyz] },
  ],
};

const envelope = (...commands: Command[]): PlannedEnvelope =>
  ({ commands, needs_clarification: false, clarification_reason: null, source: "offline" }) as PlannedEnvelope;
const step = (command: Command, status: Step["status"], extra: Partial<Step> = {}): Step => ({
  command,
  status,
  message: `${command.type} ${status}`,
  ...extra,
});
const result = (...steps: Step[]): ExecResult => ({ success: false, message: "failed", steps, iterations: 1 });

describe("a step that asks the person to choose", () => {
  it("runs the chosen candidate in the asking step's place, then the steps its failure skipped", async () => {
    const ran: Command[][] = [];
    const run = {
      envelope: envelope(pause, asked, next),
      before: desktop,
      after: desktop,
      result: result(step(pause, "done"), step(asked, "failed", { choice }), step(next, "skipped")),
    };
    const outcome = await answerStepChoice(
      run,
      async (_reason, offered) => offered[1],
      async (plan) => {
        ran.push(plan.commands);
        const steps = plan.commands.map((command) => step(command, "done"));
        return { result: { success: true, message: "played", steps, iterations: 1 }, after: desktop };
      },
    );
    assert.deepEqual(ran, [[boyz, next]], "only what had not run yet runs, the chosen command first");
    assert.equal(outcome?.kind, "executed");
    if (outcome?.kind !== "executed") return;
    assert.deepEqual(outcome.envelope.commands, [pause, boyz, next], "the plan run, the choice in its place");
    assert.deepEqual(
      outcome.result.steps.map((s) => [s.command.type, s.status]),
      [
        ["music_pause", "done"],
        ["music_play", "done"],
        ["music_next", "done"],
      ],
      "each step and how it ended",
    );
  });

  it("nobody chose and nothing ran: a clarification offering the candidates", async () => {
    const run = {
      envelope: envelope(asked),
      before: desktop,
      after: desktop,
      result: result(step(asked, "failed", { choice })),
    };
    const outcome = await answerStepChoice(
      run,
      async () => undefined,
      () => assert.fail("nothing may run"),
    );
    assert.equal(outcome?.kind, "clarify");
    if (outcome?.kind !== "clarify") return;
    assert.equal(outcome.envelope.clarification_reason, choice.reason);
    assert.deepEqual(outcome.envelope.candidates, choice.candidates);
  });

  it("nobody chose after a step ran: the failed run stands; a failure without a choice is left alone", async () => {
    const later = {
      envelope: envelope(pause, asked),
      before: desktop,
      after: desktop,
      result: result(step(pause, "done"), step(asked, "failed", { choice })),
    };
    assert.equal(await answerStepChoice(later, undefined, () => assert.fail("nothing may run")), undefined);
    const plain = { ...later, result: result(step(pause, "done"), step(asked, "failed")) };
    assert.equal(
      await answerStepChoice(
        plain,
        async () => assert.fail("nobody is asked"),
        () => assert.fail(),
      ),
      undefined,
    );
  });
});
