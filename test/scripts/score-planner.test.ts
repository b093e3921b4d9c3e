import assert from "node:assert/strict";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { scorePlanner } from "../../scripts/planner-score.ts";
import { tempHome } from "../support/index.ts";

/**
 * A stand-in for `hs-claude plan --context FILE [--offline] "<command>"`: it answers each command as answers.json
 * says (an envelope, an exit status, text that is no JSON), after checking how it was called (on a home of the
 * scorer's own, never the person's: their learned words would change plans); `together` calls wait
 * for that many of them to have started (calls.log), so they pass only when the scorer runs them at once. It finds
 * its files beside itself through its path: the test bundle rewrites the test's own module URL, even in a string.
 */
const FAKE_CLI = `
import { appendFileSync, existsSync, readFileSync } from "node:fs";
const here = process.argv[1].replace(/[^/]*$/, "");
const [verb, flag, context, ...rest] = process.argv.slice(2);
const command = rest.at(-1);
const answer = JSON.parse(readFileSync(here + "answers.json", "utf8"))[command] ?? {};
const offline = rest.length === 2 && rest[0] === "--offline";
const ownHome = /hs-claude-score-/.test(process.env.HS_CLAUDE_HOME ?? "");
const called = verb === "plan" && flag === "--context" && existsSync(context);
if (!called || offline !== (answer.offline ?? true) || !ownHome) {
  process.stderr.write("called as: " + process.argv.slice(2).join(" "));
  process.exit(9);
}
if (answer.together) {
  appendFileSync(here + "calls.log", "started\\n");
  const started = Date.now();
  while (readFileSync(here + "calls.log", "utf8").split("\\n").length <= answer.together) {
    if (Date.now() - started > 20000) process.exit(8);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
process.stderr.write(answer.stderr ?? "");
process.stdout.write(answer.stdout ?? JSON.stringify(answer.envelope ?? {}));
process.exit(answer.status ?? 0);
`;

const plan = (commands: object[], clarify = false) => ({
  commands,
  needs_clarification: clarify,
  clarification_reason: clarify ? "which one?" : null,
});
const focusSlack = { type: "focus_app", app_name: "Slack" };
const caseOf = (id: string, command: string, expect: object) => ({ id, desktop: "desk", command, expect });

describe("scripts/score-planner.ts", () => {
  let folder: ReturnType<typeof tempHome>;
  before(() => {
    folder = tempHome();
    mkdirSync(join(folder.path, "desktops"));
    writeFileSync(join(folder.path, "desktops", "desk.json"), "{}");
    writeFileSync(join(folder.path, "fake-cli.mjs"), FAKE_CLI);
  });
  after(() => folder.remove());

  /** The scorer over `cases`, the stand-in answering as `answers` says; its exit status and lines. */
  async function score(cases: object[], answers: Record<string, object>, ...flags: string[]) {
    writeFileSync(join(folder.path, "cases.jsonl"), cases.map((c) => JSON.stringify(c)).join("\n"));
    writeFileSync(join(folder.path, "answers.json"), JSON.stringify(answers));
    writeFileSync(join(folder.path, "calls.log"), "");
    const cli = `"${process.execPath}" '${join(folder.path, "fake-cli.mjs")}'`;
    const args = [join(folder.path, "cases.jsonl"), join(folder.path, "desktops"), "--cli", cli, ...flags];
    const lines: string[] = [];
    let stderr = "";
    const status = await scorePlanner(args, { out: (line) => lines.push(line), err: (text) => (stderr += text) });
    return { status, lines: lines.length ? lines : [""], stderr };
  }

  it("judges each case correct, deferred, wrong or an error, prints wrong and errors, then the figure", async () => {
    const cases = [
      caseOf("ok", "focus slack", { commands: [focusSlack] }),
      caseOf("asks", "slack left", { commands: [{ type: "place_app", app_name: "Slack", monitor: "left" }] }),
      caseOf("wrong", "close tabs 1 and 2", { commands: [{ type: "close_tab", tab_indices: [1, 2] }] }),
      caseOf("fails", "quit slack", { commands: [{ type: "close_app", app_name: "Slack" }] }),
      caseOf("nojson", "hide slack", { commands: [{ type: "hide_app", app_name: "Slack" }] }),
      caseOf("question", "close it", { clarify: true }),
    ];
    const { status, lines } = await score(
      cases,
      {
        "focus slack": { envelope: plan([focusSlack]) },
        "slack left": { envelope: plan([], true), status: 3 },
        "close tabs 1 and 2": { envelope: plan([{ type: "close_tab", tab_indices: [1] }]) },
        "quit slack": { status: 1, stderr: "hs-claude: internal error" },
        "hide slack": { stdout: "planned it" },
        "close it": { envelope: plan([], true), status: 3 },
      },
      "--offline",
    );
    assert.equal(status, 1);
    assert.deepEqual(
      lines.map((line) => line.replace(/ +\d+ ms +/, " N ms ").replace(/median \d+ ms/, "median N ms")),
      [
        'wrong    wrong N ms "close tabs 1 and 2" -> [{"type":"close_tab","tab_indices":[1]}]',
        'fails    error N ms "quit slack" -> exit 1: hs-claude: internal error',
        'nojson   error N ms "hide slack" -> stdout is not one JSON envelope: "planned it"',
        "planner: 2/6 correct, 1 deferred, 1 wrong, 2 errors; coverage 20% of 5 actionable; median N ms per CLI call",
      ],
      "the scorer's lines",
    );
  });

  it("passes when nothing is wrong and the coverage reaches --min-coverage, and plans without --offline", async () => {
    const cases = [caseOf("ok", "focus slack", { commands: [focusSlack] }), caseOf("later", "slack left", {})];
    const answers = {
      "focus slack": { envelope: plan([focusSlack]), offline: false },
      "slack left": { envelope: plan([]), offline: false },
    };
    assert.equal((await score(cases, answers, "--min-coverage", "0.5")).status, 0);
    const short = await score(cases, answers, "--min-coverage", "0.6");
    assert.equal(short.status, 1);
    assert.match(short.lines.at(-1)!, /^planner: 1\/2 correct, 1 deferred, 0 wrong, 0 errors; coverage 50% of 2/);
  });

  it("runs -j calls at once", async () => {
    const cases = ["one", "two", "three"].map((word) => caseOf(word, `focus ${word}`, { commands: [focusSlack] }));
    const answers = Object.fromEntries(
      cases.map((c) => [c.command, { envelope: plan([focusSlack]), together: 3 }] as const),
    );
    const { status, lines } = await score(cases, answers, "--offline", "-j", "3");
    assert.equal(status, 0, lines.join("\n"));
  });

  it("refuses a bad option in one line and the usage, exit 2", async () => {
    const { status, lines, stderr } = await score([], {}, "-j", "0");
    assert.equal(status, 2);
    assert.deepEqual(lines, [""], "nothing on stdout");
    assert.match(stderr, /^score-planner: -j is how many calls run at once, 1 or more \(got 0\)\nusage: /);
  });
});
