import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { DESKTOPS, REPO, tempHome } from "../support/index.ts";

/** A stack trace's frames, anywhere in what a process printed. */
const STACK = /^\s+at .+:\d+:\d+\)?$/m;
const DEV_DUAL = join(DESKTOPS, "dev-dual.json");

/**
 * The CLI with its stdout read by nothing (`| true`): the pipe is closed before the CLI writes at all, so no race
 * decides whether it meets the closed pipe (a reader that takes one chunk first, as `| head -1` does, may have
 * taken everything by the time it closes).
 */
function readNothing(args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, [join(REPO, "bin", "hs-claude.js"), ...args], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stdout.destroy();
  child.stderr.on("data", (chunk) => (stderr += chunk));
  return new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.on("close", (code) => resolve({ code, stderr })),
  );
}

describe("output piped to a reader that closes early (| true)", () => {
  let home: ReturnType<typeof tempHome>;
  let tmp: ReturnType<typeof tempHome>;
  before(() => {
    home = tempHome();
    tmp = tempHome();
  });
  after(() => {
    home.remove();
    tmp.remove();
  });

  it("run and log stop writing quietly, leave nothing in the temporary folder, exit 141 as SIGPIPE would", async () => {
    const events = Array.from({ length: 2_000 }, (_, i) =>
      JSON.stringify({
        time: "2026-11-20T10:00:00.000Z",
        run: `run-${i}`,
        event: "command",
        source: "cli",
        text: "hi",
      }),
    );
    writeFileSync(join(home.path, "audit.jsonl"), `${events.join("\n")}\n`);
    const env = { HS_CLAUDE_HOME: home.path, TMPDIR: tmp.path };
    const runs = {
      run: await readNothing(["run", "--sim", DEV_DUAL, "--offline", "list tabs"], env),
      log: await readNothing(["log"], env),
    };
    for (const [verb, run] of Object.entries(runs)) {
      assert.doesNotMatch(run.stderr, STACK, `${verb}: no stack`);
      assert.deepEqual({ code: run.code, stderr: run.stderr }, { code: 141, stderr: "" }, verb);
    }
    // tsx, when the CLI runs from its sources, keeps a cache there of its own.
    const ours = readdirSync(tmp.path).filter((name) => name.startsWith("hs-claude"));
    assert.deepEqual(ours, [], "what the runs left in the temporary folder");
  });
});
