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
 * The CLI with its stdout read by something that stops after the first chunk, as `| head -1` does, or reads nothing
 * (`| true`: the pipe is closed before the CLI writes at all, so no race decides whether it meets the closed pipe).
 */
function readAtMostOneChunk(args: string[], env: NodeJS.ProcessEnv, reads: "one chunk" | "nothing") {
  const child = spawn(process.execPath, [join(REPO, "bin", "hs-claude.js"), ...args], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  if (reads === "nothing") child.stdout.destroy();
  child.stdout.once("data", (chunk) => {
    stdout = String(chunk);
    child.stdout.destroy();
  });
  child.stderr.on("data", (chunk) => (stderr += chunk));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on("close", (code) => resolve({ code, stdout, stderr })),
  );
}

describe("output piped to a reader that closes early (| head -1)", () => {
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
    const events = Array.from({ length: 20_000 }, (_, i) =>
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
      run: await readAtMostOneChunk(["run", "--sim", DEV_DUAL, "--offline", "list tabs"], env, "nothing"),
      // About 1 MB, more than the socket pair to this process holds (some 200 KiB each way; a pipe holds 64 KiB): it
      // meets the closed pipe however late the reader goes.
      log: await readAtMostOneChunk(["log"], env, "one chunk"),
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
