import assert from "node:assert/strict";
import { PassThrough } from "node:stream";
import { describe, it } from "node:test";
import { runCommand } from "../../../agent/src/app/index.ts";
import type { Trail } from "../../../agent/src/audit/index.ts";
import { clarifier } from "../../../agent/src/cli/clarify.ts";
import { EXIT } from "../../../agent/src/cli/exit.ts";
import { setKey } from "../../../agent/src/cli/key.ts";
import { Snapshot } from "../../../agent/src/contract/index.ts";
import { onQuestionCancelled, personApprover } from "../../../agent/src/exec/index.ts";
import type { SpoonClient } from "../../../agent/src/spoon/index.ts";
import { readOnlyRunner } from "../../fakes/read-only-runner.ts";
import { captured } from "../../support/capture.ts";
import { DESKTOPS, until } from "../../support/index.ts";
import { readFileSync } from "node:fs";
import { join } from "node:path";

const CTRL_C = "\u0003";
const CTRL_D = "\u0004";
const nobodyAtTheMac = {
  call: async () => assert.fail("the terminal is asked, not the Mac"),
} as unknown as SpoonClient;
const desktop = Snapshot.parse(JSON.parse(readFileSync(join(DESKTOPS, "dev-dual.json"), "utf8")));

/** A terminal in raw mode, as a person's is while a question waits: Ctrl-C and Ctrl-D arrive as keys. */
function rawTerminal() {
  const io = { input: new PassThrough(), output: new PassThrough(), terminal: true };
  let shown = "";
  io.output.on("data", (chunk) => (shown += String(chunk)));
  return { io, shown: () => shown };
}

/** Presses `key` once `question` shows, and counts the cancellations this process's questions report. */
async function pressAt<T>(
  question: string,
  key: string,
  asking: (io: ReturnType<typeof rawTerminal>["io"]) => Promise<T>,
) {
  const { io, shown } = rawTerminal();
  let cancellations = 0;
  const stop = onQuestionCancelled(() => cancellations++);
  try {
    const answer = asking(io);
    await until(() => shown().includes(question), `the question "${question}" is asked`);
    io.input.write(key);
    return { answer: await answer, cancellations };
  } finally {
    stop();
  }
}

describe("Ctrl-C or Ctrl-D at a terminal question cancels it, and says so", () => {
  const candidates = [
    { label: "tab 2", commands: [{ type: "switch_tab", tab_index: 2 }] },
    { label: "tab 5", commands: [{ type: "switch_tab", tab_index: 5 }] },
  ] as Parameters<ReturnType<typeof clarifier>>[1];

  for (const [name, key] of [
    ["Ctrl-C", CTRL_C],
    ["Ctrl-D", CTRL_D],
  ] as const) {
    it(`${name} at the chooser: no candidate, and the command is told it was cancelled`, async () => {
      const asked = await pressAt("Which one?", key, (io) => clarifier(nobodyAtTheMac, true, io)("which?", candidates));
      assert.deepEqual(asked, { answer: undefined, cancellations: 1 });
    });

    it(`${name} at the approval question: not approved, cancelled at the terminal`, async () => {
      const request = { title: "Close 3 tabs?", detail: "1. a\n2. b\n3. c" };
      const asked = await pressAt("Allow?", key, (io) =>
        personApprover({ yes: false, spoon: nobodyAtTheMac, terminal: true, io })(request),
      );
      assert.deepEqual(asked, { answer: { approved: false, reason: "cancelled at the terminal" }, cancellations: 1 });
    });

    it(`${name} at key set: cancelled, nothing changed, exit 130, the Keychain untouched`, async () => {
      const { value, stdout, stderr } = await captured(() =>
        // A stand-in for macOS's security, which a cancelled key set never runs.
        pressAt("API key", key, (io) => setKey(io, { HS_CLAUDE_SECURITY: "/never/run" })).then(({ answer }) => answer),
      );
      assert.deepEqual(
        { value, stdout, stderr },
        { value: EXIT.cancelled, stdout: "", stderr: "hs-claude: cancelled, nothing changed\n" },
      );
    });
  }

  it("Enter at the chooser cancels the command as Ctrl-D does (the prompt says Enter to cancel)", async () => {
    const asked = await pressAt("Which one?", "\r", (io) => clarifier(nobodyAtTheMac, true, io)("which?", candidates));
    assert.deepEqual(asked, { answer: undefined, cancellations: 1 });
  });

  it("a run whose question was cancelled is logged as cancelled, not as a clarification", async () => {
    const recorded: [string, Record<string, unknown>][] = [];
    const trail = {
      run: "r",
      record: (event: string, fields: Record<string, unknown>) => recorded.push([event, fields]),
    };
    const runner = { ...readOnlyRunner(desktop), trail: () => trail as unknown as Trail };
    let cancelled = false;
    const clarify = async () => ((cancelled = true), undefined);
    await runCommand("switch to reddit", runner, { offline: true, yes: false, clarify, cancelled: () => cancelled });
    assert.deepEqual(
      recorded.at(-1),
      ["result", { success: false, error: "cancelled before it ran: nothing was changed", errorType: "cancelled" }],
      "the run's last event in the log",
    );
  });
});
