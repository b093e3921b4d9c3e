import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { REPO, tempHome } from "../support/index.ts";

/** The CLI as a person runs it (bin/hs-claude.js, the bundle): what it printed and how it ended. */
function hsClaude(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; out: string; err: string }> {
  const child = spawn(process.execPath, [join(REPO, "bin", "hs-claude.js"), ...args], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const printed = { out: "", err: "" };
  child.stdout.on("data", (chunk) => (printed.out += chunk));
  child.stderr.on("data", (chunk) => (printed.err += chunk));
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, ...printed })));
}

/** `hs-claude doctor --deep --sim --json`: the first-contact report of the built-in simulated Mac, in one process. */
describe("hs-claude doctor --deep on the simulated Mac", () => {
  let home: ReturnType<typeof tempHome>;
  before(() => (home = tempHome()));
  after(() => home.remove());

  it("writes the report in the desktop's --sim home, yours alone, and prints it as one JSON object", async () => {
    const run = await hsClaude(["doctor", "--deep", "--sim", "--json"], { HS_CLAUDE_HOME: home.path });
    assert.equal(run.code, 0, `nothing failed on the built-in desktop: ${run.out}${run.err}`);
    const { file, agent, report } = JSON.parse(run.out);
    assert.match(
      file,
      new RegExp(`^${home.path}/sim/built-in/doctor-\\d{4}-\\d\\d-\\d\\dT\\d\\d-\\d\\d-\\d\\d\\.txt$`),
    );
    assert.equal(statSync(file).mode & 0o777, 0o600);
    assert.ok(
      agent.some((finding: { text: string }) => finding.text.startsWith("node ")),
      "the agent's side too",
    );
    const text = readFileSync(file, "utf8");
    assert.match(text, /^hs-claude doctor --deep: hs-claude .*, a simulated Mac \(the built-in desktop\)\n/);
    assert.match(text, /\nThe Mac, through the Spoon:\nchecked .*\nmacOS 15\.5\.0; Hammerspoon 1\.0\.0\napps: /);
    for (const probe of report.probes)
      assert.ok(text.includes(`${probe.mark} ${probe.area} · ${probe.what}: `), `${probe.what} is in the file`);
    assert.match(text, /^✓ Notes · recent notes: 2 recent notes \(\d+ ms\)$/m);
    assert.match(text, /^– Spotify · now playing: not checked: Spotify is not running \(this check starts no app\)/m);
  });
});
