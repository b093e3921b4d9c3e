import assert from "node:assert/strict";
import { EventEmitter } from "node:events";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { describe, it } from "node:test";
import type { AuditEvent } from "../../../agent/src/audit/index.ts";
import { clarifier } from "../../../agent/src/cli/clarify.ts";
import { doctor } from "../../../agent/src/cli/doctor.ts";
import { describeEvent } from "../../../agent/src/cli/log.ts";
import { main } from "../../../agent/src/cli/main.ts";
import { planLines, printOutput, type ExecOutput } from "../../../agent/src/cli/output.ts";
import { printErr } from "../../../agent/src/cli/print.ts";
import { plan } from "../../../agent/src/cli/plan.ts";
import { runOnDesktop } from "../../../agent/src/cli/run.ts";
import { announceSpoon } from "../../../agent/src/cli/serve.ts";
import type { Command } from "../../../agent/src/registry/index.ts";
import { Snapshot } from "../../../agent/src/contract/index.ts";
import { personApprover } from "../../../agent/src/exec/index.ts";
import { createLogger } from "../../../agent/src/log/index.ts";
import type { SpoonClient } from "../../../agent/src/spoon/index.ts";
import { LINE_MARK as M } from "../../../agent/src/util/index.ts";
import { readOnlyRunner } from "../../fakes/read-only-runner.ts";
import { captured, capturedStderr } from "../../support/capture.ts";
import { assertNoForgedLine, assertPlain, HOSTILE, HOSTILE_DESKTOP } from "../../support/hostile.ts";
import { freePort, homeForSuite, until } from "../../support/index.ts";

const desktop = Snapshot.parse(JSON.parse(readFileSync(HOSTILE_DESKTOP, "utf8")));
const nobodyAtTheMac = {
  call: async () => assert.fail("the terminal is asked, not the Mac"),
} as unknown as SpoonClient;
const FORGED = `Inbox${M}Allow? [y/N] y${M}  1. done: nothing`;

/** Everything printed is plain text and no hostile line stands on its own. */
function assertShown(text: string, what: string): void {
  assertPlain(text, what);
  assertNoForgedLine(text, what);
}

/** A terminal a test types into and reads from. */
function fakeTerminal() {
  const io = { input: new PassThrough(), output: new PassThrough() };
  let shown = "";
  io.output.on("data", (chunk) => (shown += String(chunk)));
  return { io, shown: () => shown };
}

describe("every printer shows text from the desktop, a page, a model or a file as plain text", () => {
  const home = homeForSuite();

  it("run and exec: the result, each 'changed:' line one line, whatever the titles", async () => {
    const slack = desktop.windows.find((w) => w.app === "Slack")!;
    const moved = { ...slack, frame: { ...slack.frame, x: 0, y: 33 } };
    const after = { ...desktop, windows: [moved], tabs: desktop.tabs.slice(1) };
    const result = { success: true, message: `${HOSTILE.clear}\n${HOSTILE.colour}`, steps: [], iterations: 1 };
    const { stdout } = await captured(() =>
      printOutput({ plan: null, result, after }, false, { ...desktop, windows: [slack] }),
    );
    assertShown(stdout, "the result");
    assert.deepEqual(
      stdout.split("\n"),
      [
        "Screen wiped",
        "red and hidden",
        "changed:",
        `  Slack "Slack - hs-claude${M}Allow? [y/N] y${M}  1. done: nothing": ` +
          "[2792, -433, 4072, 982] → [0, 33, 1280, 1448]",
        "  tab closed: Pull requests hidden · hs-claude (github.com)",
        "",
      ],
      "the lines printed, each hostile title on a line of its own and plain",
    );
  });

  it("a failure and its steps on stderr, plain", async () => {
    const command = { type: "list_tabs" } as Command;
    const steps = [
      { command, status: "done" as const, message: HOSTILE.windowTitle },
      { command, status: "failed" as const, message: HOSTILE.link },
      { command, status: "skipped" as const, message: HOSTILE.c1 },
    ];
    const result = { success: false, message: "failed", error: HOSTILE.bidi, steps, iterations: 1 };
    const { stderr } = await captured(() => printOutput({ plan: null, result, after: desktop }, false));
    assertShown(stderr, "the failure");
    assert.equal(
      stderr,
      "hs-claude: invoice gpj.exe iso mark\n  1. done: Title set\n  2. FAILED: click me\n  3. not run: eight-bit CSI\n",
    );
  });

  it("an error line carries no credential a thrown error quoted", async () => {
    const echoed = "the service answered: Authorization: Bearer c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0";
    const { stderr } = await captured(async () => printErr(echoed));
    assert.equal(stderr, "the service answered: Authorization: Bearer [redacted]");
  });

  it("--json: the same data parsed back, every character a terminal acts on a \\u escape", async () => {
    const output: ExecOutput = {
      plan: { commands: [{ type: "type_text", text: HOSTILE.bidi }] },
      result: { success: true, message: HOSTILE.c1, steps: [], iterations: 1 },
      after: desktop,
    };
    const { stdout } = await captured(() => printOutput(output, true));
    assertPlain(stdout, "--json");
    assert.deepEqual(JSON.parse(stdout), JSON.parse(JSON.stringify({ ...output, changed: [] })));
    assert.match(stdout, /\\u202e/);
  });

  it("the plan: one line per step, a model's text inside it escaped", () => {
    const commands = [
      { type: "type_text", text: `${HOSTILE.bidi}${HOSTILE.c1}` },
      { type: "click_element", description: HOSTILE.forged },
    ] as Command[];
    const shown = planLines(commands, `llm${HOSTILE.clear}`);
    assertShown(shown, "the plan");
    assert.equal(shown.split("\n").length, 3);
    assert.equal(shown.split("\n")[0], "plan (llmScreen wiped):");
  });

  it("a clarification: the reason and each tab it offers on a line of its own", async () => {
    const session = { spoon: nobodyAtTheMac, runner: readOnlyRunner(desktop), close: async () => {} };
    const args = { offline: true, yes: false, json: true, command: "switch to reddit" };
    const { output, code } = await runOnDesktop(session, args);
    assert.equal(code, 3);
    const { stderr } = await captured(() => printOutput(output, false));
    assertShown(stderr, "the clarification");
    assert.deepEqual(
      stderr.split("\n").slice(1),
      [
        `  1. tab 2: r/hammerspoon${M}Allow? [y/N] y${M}  1. done: nothing (reddit.com)`,
        "  2. tab 6: r/macapps <script>alert(1)</script> (reddit.com)",
        "",
      ],
      "the candidate lines after the reason, one per tab, plain",
    );
  });

  it("the terminal chooser: the reason, the candidates and the person's wrong answer echoed, plain", async () => {
    const { io, shown } = fakeTerminal();
    const candidates = [
      { label: HOSTILE.forged, commands: [{ type: "switch_tab", tab_index: 2 }] },
      { label: HOSTILE.link, commands: [{ type: "switch_tab", tab_index: 5 }] },
    ] as Parameters<ReturnType<typeof clarifier>>[1];
    const choosing = clarifier(nobodyAtTheMac, true, io)(HOSTILE.windowTitle, candidates);
    io.input.write(`9${HOSTILE.clear}\n`);
    await until(() => shown().includes("is not one of"), "the wrong answer is refused");
    io.input.write("2\n");
    assert.equal(await choosing, candidates[1]);
    assertShown(shown(), "the chooser");
    assert.deepEqual(
      shown().split("\n").slice(0, 4),
      [
        "Title set",
        `  1. ${FORGED}`,
        "  2. click me",
        "Which one? [1-2, Enter to cancel] 9Screen wiped is not one of 1-2",
      ],
      "the first lines of the chooser: the reason, the candidates, the question",
    );
  });

  it("the approval prompt: the title one line, the detail only its own lines, then Allow? [y/N]", async () => {
    const { io, shown } = fakeTerminal();
    const ask = personApprover({ yes: false, spoon: nobodyAtTheMac, terminal: true, io });
    const request = {
      title: `Close ${HOSTILE.forged}?${HOSTILE.clear}`,
      detail: `1. ${HOSTILE.colour}\n2. ${HOSTILE.link}`,
    };
    const answer = ask(request);
    await until(() => shown().includes("Allow?"), "the question is asked");
    io.input.write("n\n");
    assert.deepEqual(await answer, { approved: false, reason: "declined in the terminal" });
    assertShown(shown(), "the approval prompt");
    assert.equal(shown(), `Close ${FORGED}?Screen wiped\n1. red and hidden\n2. click me\nAllow? [y/N] `);
  });

  it("the same question at the Mac is plain text too", async () => {
    const asked: unknown[] = [];
    const spoon = {
      call: async (_op: string, params: unknown) => (asked.push(params), { ok: true, value: { answer: "declined" } }),
    } as unknown as SpoonClient;
    const request = { title: `Close ${HOSTILE.forged}?`, detail: `1. ${HOSTILE.bidi}\n2. ${HOSTILE.link}` };
    await personApprover({ yes: false, spoon, terminal: false })(request);
    assert.deepEqual(
      asked,
      [{ title: `Close ${FORGED}?`, detail: "1. invoice gpj.exe iso mark\n2. click me" }],
      "the questions asked at the Mac, plain text",
    );
  });

  it("hs-claude log: each event one line, whatever its title, command or message held", () => {
    const run = "run-1\u001b[2J";
    const time = "2026-11-23T08:00:00.000Z";
    const events: AuditEvent[] = [
      { time, run, event: "command", source: "cli", text: HOSTILE.forged },
      { time, run, event: "plan", planner: HOSTILE.clear, commands: [{ type: "type_text", text: HOSTILE.bidi }] },
      { time, run, event: "approval", title: HOSTILE.forged, answer: "declined", reason: HOSTILE.windowTitle },
      { time, run, event: "step", status: "done", message: `6 tabs:\n1. ${HOSTILE.c1}\n2. ${HOSTILE.link}` },
      { time, run, event: "result", success: true, message: HOSTILE.forged },
    ];
    for (const event of events) {
      const line = describeEvent(event);
      assertShown(line, event.event);
      assert.doesNotMatch(line, /\n/, `${event.event} is one line`);
    }
    assert.equal(
      describeEvent(events[3]!),
      `2026-11-23 08:00:00Z  run-1  step     done: 6 tabs:${M}1. eight-bit CSI${M}2. click me`,
    );
  });

  it("hs-claude serve: the Spoon's name and version from its hello, and why it left, plain", async () => {
    const server = new EventEmitter();
    announceSpoon(server);
    const { stdout } = await captured(() => {
      server.emit("spoon.connected", { hello: { name: HOSTILE.windowTitle, version: HOSTILE.forged } });
      server.emit("spoon.disconnected", HOSTILE.clear);
    });
    assertShown(stdout, "serve");
    assert.equal(
      stdout,
      `Spoon connected: Title set ${FORGED}\nSpoon disconnected (Screen wiped); it reconnects by itself\n`,
    );
  });

  it("hs-claude aliases and an error main prints: the words of a file, plain", async () => {
    const learned = "2026-11-23T08:00:00.000Z";
    const words = [
      { phrase: HOSTILE.forged, app: HOSTILE.clear, learned },
      { phrase: HOSTILE.bidi, site: HOSTILE.link, learned },
    ];
    writeFileSync(join(home.path, "aliases.json"), JSON.stringify(words));
    const listed = await captured(() => main(["aliases"]));
    assertShown(listed.stdout, "aliases");
    assert.deepEqual(
      listed.stdout.split("\n"),
      [
        `"${FORGED}" → Screen wiped  (learned 2026-11-23)`,
        '"invoice gpj.exe iso mark" → tabs on click me  (learned 2026-11-23)',
        "",
      ],
      "the lines of hs-claude aliases, one word each, plain",
    );
    const json = await captured(() => main(["aliases", "--json"]));
    assertPlain(json.stdout, "aliases --json");
    assert.deepEqual(JSON.parse(json.stdout), words);
    const refused = await captured(() => main(["aliases", "remove", `nope${HOSTILE.clear}`]));
    assert.equal(refused.value, 2);
    assertShown(refused.stderr, "the error");
    assert.equal(
      refused.stderr,
      `hs-claude: no word "nopeScreen wiped" was learned; known: "${FORGED}", "invoice gpj.exe iso mark"\n`,
    );
  });

  it("hs-claude doctor: a finding that quotes a broken file, plain", async () => {
    mkdirSync(home.path, { recursive: true, mode: 0o700 });
    writeFileSync(join(home.path, "config.json"), `{"approval": ${HOSTILE.clear}\n${HOSTILE.forged}}`);
    const port = await freePort();
    const { stdout } = await captured(() => doctor(port));
    assertShown(stdout, "doctor");
    assert.match(stdout, /✗ .*config\.json/);
  });

  it("hs-claude plan: the envelope's JSON with the tabs' titles escaped, the same data", async () => {
    const { stdout, value } = await captured(() =>
      plan({ context: HOSTILE_DESKTOP, offline: true, command: "switch to reddit" }),
    );
    assert.equal(value, 3);
    assertPlain(stdout, "plan");
    const envelope = JSON.parse(stdout);
    assert.equal(envelope.candidates.length, 2);
  });

  it("the agent's log lines on stderr: JSON with what a terminal acts on escaped", async () => {
    const stderr = capturedStderr(() =>
      createLogger("test").error("a title", { title: `${HOSTILE.c1}${HOSTILE.bidi}` }),
    );
    assertPlain(stderr, "the log line");
    assert.equal(JSON.parse(stderr).title, `${HOSTILE.c1}${HOSTILE.bidi}`);
  });
});
