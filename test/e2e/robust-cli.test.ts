import assert from "node:assert/strict";
import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { AppService, clientRequests } from "../../agent/src/app/index.ts";
import { AgentServer } from "../../agent/src/link/index.ts";
import { simHomePath } from "../../agent/src/cli/sim-home.ts";
import { ensureToken } from "../../agent/src/store/index.ts";
import { MessagesServer, NOT_MESSAGES } from "../fakes/messages-server.ts";
import { mainIn } from "../support/capture.ts";
import { envelope, nestedEnvelope, startCli, type CliRun } from "../support/cli.ts";
import { DESKTOPS, freePort, tempHome, until } from "../support/index.ts";

const DEV_DUAL = join(DESKTOPS, "dev-dual.json");

/** A stack trace's frames, anywhere in what a process printed. */
const STACK = /^\s+at .+\(.+:\d+:\d+\)$/m;

/** What hs-claude made in a folder (tsx, running the sources, keeps a cache there of its own). */
const ours = (folder: string) => readdirSync(folder).filter((name) => name.startsWith("hs-claude"));

/** Longer than any of these commands takes: past it, the process hung. */
const HUNG_MS = 30_000;

/** The CLI run to its end, or killed once it has hung (its code is then null). */
async function runBounded(args: string[], env: NodeJS.ProcessEnv): Promise<CliRun> {
  const started = startCli(args, env);
  const guard = setTimeout(() => started.child.kill("SIGKILL"), HUNG_MS);
  try {
    return await started.done;
  } finally {
    clearTimeout(guard);
  }
}

/** The one JSON object a `--json` run printed, or a failure showing what it printed instead. */
function onlyJson(run: CliRun) {
  assert.doesNotMatch(run.stderr, STACK);
  assert.equal(run.stdout.trimEnd().split("\n")[0], "{", run.stdout + run.stderr);
  return JSON.parse(run.stdout);
}

/**
 * Hostile or broken input to the CLI: each ends cleanly with a message, never a stack or a hang. What is about its
 * process (ending at all, its signals) runs it as one; the rest runs its main() here.
 */
describe("hs-claude ends cleanly on hostile or broken input", () => {
  let home: ReturnType<typeof tempHome>;
  before(() => (home = tempHome()));
  after(() => home.remove());

  it("exec through the agent with a broken config.json ends at once: exit 2, the file and the key", async () => {
    const broken = tempHome();
    writeFileSync(join(broken.path, "config.json"), JSON.stringify({ agent: { maxIterations: 500 } }));
    const clientOps = () => clientRequests(new AppService({ spoon: () => undefined, home: broken.path }));
    const agent = await AgentServer.listen({ port: 0, token: ensureToken(broken.path), clientOps });
    try {
      const run = await mainIn(["exec", envelope({ type: "list_apps" })], {
        HS_CLAUDE_HOME: broken.path,
        HS_CLAUDE_PORT: String(agent.port),
      });
      assert.deepEqual(
        { code: run.code, stderr: run.stderr, stdout: run.stdout },
        {
          code: 2,
          stderr: `hs-claude: ${broken.path}/config.json: agent.maxIterations: must be at most 100 (got 500)\n`,
          stdout: "",
        },
      );
    } finally {
      await agent.close();
      broken.remove();
    }
  });

  it("log with a broken config.json shows the audit log, and one line naming the file and the key", async () => {
    const broken = tempHome();
    writeFileSync(join(broken.path, "config.json"), JSON.stringify({ audit: { keep: 0 } }));
    const event = { time: "2026-11-20T10:00:00.000Z", run: "0123456789", event: "command", source: "cli", text: "hi" };
    writeFileSync(join(broken.path, "audit.jsonl"), `${JSON.stringify(event)}\n`);
    const run = await mainIn(["log"], { HS_CLAUDE_HOME: broken.path });
    broken.remove();
    assert.equal(run.code, 0, run.stderr);
    assert.equal(run.stdout, '2026-11-20 10:00:00Z  01234567  command  (cli) "hi"\n');
    assert.equal(
      run.stderr,
      `hs-claude: ${broken.path}/config.json: audit.keep: must be at least 1 (got 0) ` +
        "(the log is shown with the default settings)\n",
    );
  });

  it("serve with a home no folder can be made at (under /proc) ends at once: exit 2, one line, no spin", async (t) => {
    if (!existsSync("/proc/self")) return t.skip("no /proc here");
    const impossible = "/proc/hs-claude-nowhere/home";
    const run = await runBounded(["serve", "--port", String(await freePort())], { HS_CLAUDE_HOME: impossible });
    assert.deepEqual(
      { code: run.code, stdout: run.stdout },
      { code: 2, stdout: "" },
      `it ended (a null code: it hung and was killed): ${run.stderr}`,
    );
    assert.match(run.stderr, /^hs-claude: HS_CLAUDE_HOME=\/proc\/hs-claude-nowhere\/home can never be made: .+\n$/);
  });

  it("run --json: an HTML page from the Messages endpoint is one JSON object with an api failure, exit 1", async () => {
    const server = await MessagesServer.start();
    try {
      server.reply(NOT_MESSAGES["an HTML page"]);
      const run = await mainIn(["run", "--sim", DEV_DUAL, "--json", "show me the python docs"], {
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
    const run = await mainIn(["exec", "--sim", DEV_DUAL, "--json", `@${file}`], { HS_CLAUDE_HOME: home.path });
    const output = onlyJson(run);
    assert.equal(run.code, 2);
    assert.equal(output.plan, null);
    assert.match(output.result.error, /^rejected: CONTRACT nests deeper than 32 levels/);
  });

  describe("a --sim run killed mid-run leaves nothing that matters", () => {
    let server: MessagesServer;
    before(async () => (server = await MessagesServer.start()));
    after(() => server.close());

    /** `run --sim` started and waiting on Claude (who never answers), in a temporary folder of its own. */
    async function waitingRun() {
      server.forget();
      const asked = server.requests.length;
      server.reply(() => new Promise<never>(() => {}));
      const tmp = tempHome();
      const started = startCli(["run", "--sim", DEV_DUAL, "show me the python docs"], {
        HS_CLAUDE_HOME: home.path,
        TMPDIR: tmp.path,
        ANTHROPIC_API_KEY: server.apiKey,
        ANTHROPIC_BASE_URL: server.url,
      });
      await until(() => server.requests.length > asked, "the run asks Claude");
      assert.deepEqual(
        ours(tmp.path),
        [],
        "nothing of ours in the temporary folder: the simulated home is under <home>/sim",
      );
      return { ...started, tmp };
    }

    it("SIGKILL leaves the simulated home, which the next run uses; SIGTERM ends it as SIGTERM does", async () => {
      const killed = await waitingRun();
      killed.child.kill("SIGKILL");
      await killed.done;
      killed.tmp.remove();
      const token = join(simHomePath(home.path, DEV_DUAL), "token");
      assert.equal(statSync(token).mode & 0o777, 0o600, "the simulated agent's token is the person's alone");
      const next = await waitingRun();
      next.child.kill("SIGTERM");
      await next.done;
      assert.equal(next.child.signalCode, "SIGTERM", "it still ends as SIGTERM ends it");
      assert.deepEqual(ours(next.tmp.path), [], "nothing of ours left in the temporary folder");
      next.tmp.remove();
    });
  });
});
