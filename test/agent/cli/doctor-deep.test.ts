import assert from "node:assert/strict";
import { readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { parseArgs } from "../../../agent/src/cli/args.ts";
import { DEFAULT_DESKTOP } from "../../sim/index.ts";
import { mainIn } from "../../support/capture.ts";
import { homeForSuite } from "../../support/index.ts";

const CALENDAR_PANE = "System Settings › Privacy & Security › Automation › Hammerspoon › Calendar";

/** `hs-claude doctor --deep` (agent/src/cli/doctor-deep.ts): its arguments, and its report of a simulated Mac. */
describe("hs-claude doctor --deep", () => {
  const home = homeForSuite();

  it("takes --deep, and --sim [FILE] and --json with it; the plain doctor is as it was", () => {
    const plain = { verb: "doctor", port: undefined, deep: false, sim: undefined, json: false };
    assert.deepEqual(parseArgs(["doctor"]), plain);
    assert.deepEqual(parseArgs(["doctor", "--port", "9000"]), { ...plain, port: 9000 });
    assert.deepEqual(parseArgs(["doctor", "--deep", "--sim", "--json"]), {
      ...plain,
      deep: true,
      sim: true,
      json: true,
    });
    assert.deepEqual(parseArgs(["doctor", "--sim", DEFAULT_DESKTOP, "--deep"]), {
      ...plain,
      deep: true,
      sim: DEFAULT_DESKTOP,
    });
    assert.throws(() => parseArgs(["doctor", "--sim"]), { name: "UsageError", message: /--sim goes with --deep/ });
    assert.throws(() => parseArgs(["doctor", "--json"]), { name: "UsageError", message: /--json goes with --deep/ });
    assert.throws(() => parseArgs(["doctor", "--deep", "--sim", "--port", "1"]), {
      name: "UsageError",
      message: "doctor --deep takes --sim [FILE] or --port N, not both",
    });
    assert.throws(() => parseArgs(["doctor", "--fast"]), {
      name: "UsageError",
      message: /--fast.*--port N, --deep, --sim \[FILE\], --json/,
    });
  });

  it("with no agent running: says the Mac's report could not be read and why, and keeps what it found", async () => {
    const run = await mainIn(["doctor", "--deep", "--port", "1"], { HS_CLAUDE_HOME: join(home.path, "none") });
    assert.equal(run.code, 1);
    assert.match(run.stdout, /^The Mac, through the Spoon:\nno report from the Mac: see the agent's side below\n/m);
    assert.match(run.stdout, /^✗ no report from the Mac: no agent has run\n {4}npx hs-claude serve$/m);
    const kept = /^The report is kept in (.*\/none\/doctor-[0-9T-]+\.txt): attach it to an issue\.$/m.exec(run.stdout);
    assert.ok(kept, run.stdout);
    assert.equal(statSync(kept[1]!).mode & 0o777, 0o600);
  });

  it("with Calendar's Automation denied: names Calendar, -1743 and where to allow it; the report 0600", async () => {
    const desk = JSON.parse(readFileSync(DEFAULT_DESKTOP, "utf8"));
    const calendar = { name: "Calendar", bundleID: "com.apple.iCal", running: true, frontmost: false, hidden: false };
    const file = join(home.path, "calendar-denied.json");
    writeFileSync(
      file,
      JSON.stringify({ ...desk, apps: [...desk.apps, calendar], automation: { Calendar: "denied" } }),
    );
    const run = await mainIn(["doctor", "--deep", "--sim", file], { HS_CLAUDE_HOME: join(home.path, "agent") });
    assert.equal(run.code, 1, `a failed check fails the verb: ${run.stderr}`);
    assert.match(
      run.stdout,
      /^1 failed:\n✗ Calendar · today's events: error -1743: Hammerspoon may not control Calendar: .* \(\d+ ms\)\n/m,
    );
    assert.ok(run.stdout.includes(`\n    fix: ${CALENDAR_PANE} on`), run.stdout);
    assert.match(run.stdout, /^✓ Google Chrome · tabs: 5 tabs \(\d+ ms\)$/m);
    const kept = /^The report is kept in (.*\/agent\/sim\/calendar-denied-[0-9a-f]{12}\/doctor-[0-9T-]+\.txt): /m.exec(
      run.stdout,
    );
    assert.ok(kept, `the report's path is printed, in the desktop's --sim home: ${run.stdout}`);
    assert.equal(statSync(kept[1]!).mode & 0o777, 0o600, "the person's alone");
    assert.equal(
      `${readFileSync(kept[1]!, "utf8")}The report is kept in ${kept[1]}: attach it to an issue.\n`,
      run.stdout,
    );
  });
});
