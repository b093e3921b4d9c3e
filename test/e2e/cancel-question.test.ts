import assert from "node:assert/strict";
import { execFileSync, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { Snapshot } from "../../agent/src/contract/index.ts";
import type { SimMac } from "../sim/index.ts";
import { DESKTOPS, REPO, tempHome, until } from "../support/index.ts";
import { simMacForTests } from "../support/sim-mac.ts";

const DEV_DUAL = join(DESKTOPS, "dev-dual.json");
const INITIAL = Snapshot.parse(JSON.parse(readFileSync(DEV_DUAL, "utf8")));
/** Longer than a cancelled command takes to end: past it, it hung. */
const HUNG_MS = 30_000;

/** The CLI at a real pseudo-terminal (util-linux `script`), as a person runs it: its questions are asked there. */
function atTerminal(args: string[], env: NodeJS.ProcessEnv) {
  const command = [process.execPath, join(REPO, "bin", "hs-claude.js"), ...args].map((arg) => `'${arg}'`).join(" ");
  const script = spawn("script", ["-qfec", `exec ${command}`, "/dev/null"], { env: { ...process.env, ...env } });
  let shown = "";
  script.stdout.on("data", (chunk) => (shown += String(chunk)));
  const guard = setTimeout(() => script.kill("SIGKILL"), HUNG_MS);
  const done = new Promise<number | null>((resolve) => script.on("close", (code) => resolve(code))).finally(() =>
    clearTimeout(guard),
  );
  /** The CLI's own process, the child of `script`. */
  const cli = () =>
    Number(execFileSync("ps", ["-o", "pid=", "--ppid", String(script.pid)], { encoding: "utf8" }).trim());
  return { shown: () => shown, type: (keys: string) => script.stdin.write(keys), cli, done };
}

/**
 * The CLI runs through an agent (its server and service as `hs-claude serve` makes them, in this process, its Spoon on
 * the simulated Mac): a cancelled question changes nothing, so the tests share it.
 */
describe("a question at a real terminal, cancelled", () => {
  let home: ReturnType<typeof tempHome>;
  before(() => (home = tempHome()));
  const sim: SimMac = simMacForTests(() => ({ desktop: DEV_DUAL, home: home.path, clients: true, person: "absent" }));
  after(() => home.remove());

  /** Starts `run` on `command`, waits for `question`, cancels it with `cancel`; what it showed and its status. */
  async function cancelAt(command: string, question: string, cancel: (cli: ReturnType<typeof atTerminal>) => void) {
    const where = { HS_CLAUDE_HOME: home.path, HS_CLAUDE_PORT: String(sim.agent!.server.port) };
    const cli = atTerminal(["run", "--offline", command], where);
    await until(() => cli.shown().includes(question), `the question "${question}"`);
    cancel(cli);
    const code = await cli.done;
    return { code, after: cli.shown().slice(cli.shown().indexOf(question)) };
  }

  const expectCancelled = ({ code, after }: { code: number | null; after: string }) => {
    assert.doesNotMatch(after, /internal error|"stack"|^\s+at /m, "no stack, no internal error");
    assert.match(after, /hs-claude: cancelled, nothing changed\r\n$/, after);
    assert.equal(code, 130, `ended with 130, not hung (null) nor failed: ${after}`);
    assert.deepEqual(sim.snapshot().tabs, INITIAL.tabs, "the tabs, as they were");
  };

  it("Ctrl-C at the chooser: cancelled, nothing changed, exit 130", async () => {
    expectCancelled(await cancelAt("switch to reddit", "Which one?", (cli) => cli.type("\u0003")));
  });

  it("Ctrl-D at the approval question: cancelled, nothing changed, exit 130", async () => {
    expectCancelled(await cancelAt("close all reddit tabs", "Allow?", (cli) => cli.type("\u0004")));
  });

  it("SIGINT while the chooser waits: it ends at once, cancelled, nothing changed, exit 130", async () => {
    expectCancelled(await cancelAt("switch to reddit", "Which one?", (cli) => process.kill(cli.cli(), "SIGINT")));
  });
});
