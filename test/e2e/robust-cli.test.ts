import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { MessagesServer, NOT_MESSAGES } from "../fakes/messages-server.ts";
import { nestedEnvelope, runCli, type CliRun } from "../support/cli.ts";
import { DESKTOPS, tempHome } from "../support/index.ts";

const DEV_DUAL = join(DESKTOPS, "dev-dual.json");

/** A stack trace's frames, anywhere in what a process printed. */
const STACK = /^\s+at .+\(.+:\d+:\d+\)$/m;

/** The one JSON object a `--json` run printed, or a failure showing what it printed instead. */
function onlyJson(run: CliRun) {
  assert.doesNotMatch(run.stderr, STACK);
  assert.equal(run.stdout.trimEnd().split("\n")[0], "{", run.stdout + run.stderr);
  return JSON.parse(run.stdout);
}

/** Hostile or broken input to the real CLI: each ends cleanly with a message, never a stack or a hang. */
describe("hs-claude ends cleanly on hostile or broken input", () => {
  let home: ReturnType<typeof tempHome>;
  before(() => (home = tempHome()));
  after(() => home.remove());

  it("run --json: an HTML page from the Messages endpoint is one JSON object with an api failure, exit 1", async () => {
    const server = await MessagesServer.start();
    try {
      server.reply(NOT_MESSAGES["an HTML page"]);
      const run = await runCli(["run", "--sim", DEV_DUAL, "--json", "show me the python docs"], {
        HS_CLAUDE_HOME: home.path,
        ANTHROPIC_API_KEY: server.apiKey,
        ANTHROPIC_BASE_URL: server.url,
      });
      const output = onlyJson(run);
      assert.equal(run.code, 1);
      assert.equal(output.result.errorType, "api");
      assert.match(output.result.error, /^Claude's API at http:\/\/127\.0\.0\.1:\d+ answered with a text\/html body /);
    } finally {
      await server.close();
    }
  });

  it("exec --json: an envelope nested 5000 deep is rejected as one JSON object, exit 2", async () => {
    const file = join(home.path, "deep.json");
    writeFileSync(file, nestedEnvelope(5000));
    const run = await runCli(["exec", "--sim", DEV_DUAL, "--json", `@${file}`], { HS_CLAUDE_HOME: home.path });
    const output = onlyJson(run);
    assert.equal(run.code, 2);
    assert.equal(output.plan, null);
    assert.match(output.result.error, /^rejected: CONTRACT nests deeper than 32 levels/);
  });
});
