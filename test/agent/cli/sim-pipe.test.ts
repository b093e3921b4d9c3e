import assert from "node:assert/strict";
import { execFileSync, spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { parseArgs } from "../../../agent/src/cli/args.ts";
import { readSnapshotFile } from "../../../agent/src/cli/snapshot-file.ts";
import { DEFAULT_DESKTOP } from "../../sim/index.ts";
import { homeForSuite, REPO } from "../../support/index.ts";

const CLI = join(REPO, "bin", "hs-claude.js");
const LIST_APPS = '{"commands":[{"type":"list_apps"}],"needs_clarification":false,"clarification_reason":null}';

/** A shell line run by bash (for `<(…)`), its stdin fed `input`: exit status and what it printed. */
function bash(line: string, env: NodeJS.ProcessEnv, input = ""): Promise<{ code: number | null; out: string }> {
  const child = spawn("bash", ["-c", line], { env: { ...process.env, ...env, CLI, DESK: DEFAULT_DESKTOP } });
  let out = "";
  child.stdout.on("data", (chunk) => (out += chunk));
  child.stderr.on("data", (chunk) => (out += chunk));
  child.stdin.end(input);
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, out })));
}

/** A desktop file that can be read only once (`<(…)`, /dev/stdin) is read once; a FIFO on disk is never waited on. */
describe("--sim FILE read once", () => {
  const home = homeForSuite();
  const env = { ANTHROPIC_API_KEY: "" };

  // undo and mcp open the desktop as run and exec do (cli/desktop.ts openDesktop): run and exec stand for them.
  it("run, exec and plan take <(…) and /dev/stdin", async () => {
    const ran = await bash('node "$CLI" run --sim <(cat "$DESK") --offline "list apps"', env);
    assert.deepEqual([ran.code, /5 apps running/.test(ran.out)], [0, true], ran.out);
    const executed = await bash(
      `node "$CLI" exec --sim /dev/stdin '${LIST_APPS}'`,
      env,
      readFileSync(DEFAULT_DESKTOP, "utf8"),
    );
    assert.deepEqual([executed.code, /5 apps running/.test(executed.out)], [0, true], executed.out);
    const planned = await bash('node "$CLI" plan --offline --context <(cat "$DESK") "chrome left half"', env);
    assert.equal(planned.code, 0, planned.out);
  });

  it("a FIFO on disk and a folder are refused at once, naming the file", { timeout: 30_000 }, async () => {
    const fifo = join(home.path, "desk.fifo");
    execFileSync("mkfifo", [fifo]);
    const started = Date.now();
    const refused = await bash(`node "$CLI" run --sim "${fifo}" --offline "list apps"`, env);
    assert.deepEqual(
      [refused.code, refused.out],
      [
        2,
        `hs-claude: the desktop snapshot ${fifo} is a FIFO, which is never waited on ` +
          "(a pipe from the shell, <(…) or /dev/stdin, is read)\n",
      ],
    );
    assert.ok(Date.now() - started < 20_000, "refused without waiting for a writer");
    assert.throws(() => readSnapshotFile(home.path), { message: `the desktop snapshot ${home.path} is a folder` });
  });

  it("a snapshot that is a JSON list says its problem once", () => {
    const list = join(home.path, "list.json");
    writeFileSync(list, "[]");
    assert.throws(() => readSnapshotFile(list), { message: `${list}: must be an object (got a list)` });
  });

  it("undo --sim with a stray word refuses the word, not as a missing file", () => {
    assert.throws(() => parseArgs(["undo", "--sim", "extra"]), {
      name: "UsageError",
      message: 'undo takes no command (it takes back the last one), got "extra"; it takes --sim [FILE], --yes, --json',
    });
  });
});
