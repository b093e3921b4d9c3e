import assert from "node:assert/strict";
import { execFileSync, spawn } from "node:child_process";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { DESKTOPS, REPO, tempHome, until } from "../support/index.ts";

const DEV_DUAL = join(DESKTOPS, "dev-dual.json");
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

describe("a question at a real terminal, cancelled", () => {
  let home: ReturnType<typeof tempHome>;
  before(() => (home = tempHome()));
  after(() => home.remove());

  /** Starts `run --sim` on `command`, waits for `question`, cancels it with `cancel`; what it showed and its status. */
  async function cancelAt(command: string, question: string, cancel: (cli: ReturnType<typeof atTerminal>) => void) {
    const cli = atTerminal(["run", "--sim", DEV_DUAL, "--offline", command], { HS_CLAUDE_HOME: home.path });
    await until(() => cli.shown().includes(question), `the question "${question}"`);
    cancel(cli);
    const code = await cli.done;
    return { code, after: cli.shown().slice(cli.shown().indexOf(question)) };
  }

  const expectCancelled = ({ code, after }: { code: number | null; after: string }) => {
    assert.doesNotMatch(after, /internal error|"stack"|^\s+at /m, "no stack, no internal error");
    assert.match(after, /hs-claude: cancelled, nothing changed\r\n$/, after);
    assert.equal(code, 130, `ended with 130, not hung (null) nor failed: ${after}`);
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
