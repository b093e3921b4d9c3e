import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { copyFileSync, readdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { AGENT_STOPPED, AuditLog, readAudit } from "../../../agent/src/audit/index.ts";
import { EXIT } from "../../../agent/src/cli/exit.ts";
import { main } from "../../../agent/src/cli/main.ts";
import { simHomePath } from "../../../agent/src/cli/sim-home.ts";
import { captured } from "../../support/capture.ts";
import { DEFAULT_DESKTOP } from "../../sim/index.ts";
import { homeForSuite, tempHome } from "../../support/index.ts";

/** What each desktop's --sim runs keep is that desktop's: its undo, log, words and presets, and its runs closed. */
describe("--sim keeps a home per desktop", () => {
  const home = homeForSuite();
  let files: ReturnType<typeof tempHome>;
  let other: string;
  before(() => {
    files = tempHome();
    other = join(files.path, "other.json");
    copyFileSync(DEFAULT_DESKTOP, other);
  });
  after(() => files.remove());
  const cli = (...argv: string[]) => captured(() => main(argv));

  it("undo acts only on the desktop that saw the command; the same file by any name finds its own (M9)", async () => {
    assert.equal((await cli("run", "--sim", "--offline", "close tab 2")).value, EXIT.done, "on the built-in desktop");
    const elsewhere = await cli("undo", "--sim", other);
    assert.equal(elsewhere.value, EXIT.failed, elsewhere.stdout);
    assert.match(elsewhere.stderr, /there is nothing to undo/, "another desktop file never saw it");
    assert.equal((await cli("run", "--sim", other, "--offline", "close tab 3")).value, EXIT.done);
    const linked = join(files.path, "linked.json");
    symlinkSync(other, linked);
    const undone = await cli("undo", "--sim", linked);
    assert.equal(undone.value, EXIT.done, undone.stderr);
    assert.match(undone.stdout, /undid "close tab 3"/, "the file's own last command, through a link to it");
    const builtIn = await cli("undo", "--sim");
    assert.match(builtIn.stdout, /undid "close tab 2"/, "the built-in desktop's own");
  });

  it("log --sim [FILE] and aliases --sim [FILE] read that desktop's log and words (LOW 4)", async () => {
    const words = [{ phrase: "my editor", app: "Notes", learned: "2026-11-01T00:00:00.000Z" }];
    writeFileSync(join(simHomePath(home.path, true), "aliases.json"), JSON.stringify(words));
    assert.match((await cli("aliases", "--sim")).stdout, /^"my editor" → Notes /, "the built-in desktop's words");
    assert.match((await cli("aliases")).stdout, /^no words learned yet/, "the person's own: none");
    assert.match((await cli("aliases", "--sim", other)).stdout, /^no words learned yet/, "the other desktop's: none");
    const log = await cli("log", "--sim", other);
    assert.match(log.stdout, /"close tab 3"/);
    assert.doesNotMatch(log.stdout, /close tab 2/, "the built-in desktop's runs are not in the file's log");
  });

  it("a --sim run killed mid-run is closed as interrupted by the next --sim run on its desktop (LOW 22)", async () => {
    const simHome = simHomePath(home.path, other);
    const audit = new AuditLog(simHome, { maxBytes: 1 << 20, keep: 3, logTypedText: false });
    const gone = spawnSync(process.execPath, ["-e", ""]).pid!;
    audit.record("killed", "command", { source: "cli", text: "close tab 4", pid: gone });
    audit.record("killed", "plan", { planner: "offline", commands: [{ type: "close_tab" }] });
    const next = await cli("run", "--sim", other, "--offline", "chrome left half");
    assert.equal(next.value, EXIT.done, next.stderr);
    assert.equal(
      next.stderr,
      "hs-claude: closed 1 run left without a result (stopped mid-run) as interrupted: " +
        `hs-claude log --sim ${other} shows them\n`,
    );
    const results = readAudit(simHome).events.filter((event) => event.run === "killed" && event.event === "result");
    assert.deepEqual(
      results.map((event) => event.error),
      [AGENT_STOPPED],
      "the killed run's one result",
    );
  });

  it("a broken presets.json stops no command; a preset command says where it was kept (LOW 25)", async () => {
    const simHome = simHomePath(home.path, true);
    writeFileSync(join(simHome, "presets.json"), "[{");
    const left = await cli("run", "--sim", "--offline", "chrome left half");
    assert.equal(left.value, EXIT.done, left.stdout + left.stderr);
    const aside = readdirSync(simHome).filter((name) => name.startsWith("presets.json.corrupt-"));
    assert.equal(aside.length, 1, `kept aside: ${readdirSync(simHome).join(", ")}`);
    const preset = await cli("run", "--sim", "--offline", "activate the work preset");
    assert.equal(preset.value, EXIT.clarify, preset.stdout + preset.stderr);
    assert.ok(
      `${preset.stdout}${preset.stderr}`.includes(`kept aside as ${join(simHome, aside[0]!)}: fix it, move it back`),
      preset.stdout + preset.stderr,
    );
  });
});
