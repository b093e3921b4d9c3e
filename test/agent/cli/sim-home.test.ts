import assert from "node:assert/strict";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { EXIT } from "../../../agent/src/cli/exit.ts";
import { main } from "../../../agent/src/cli/main.ts";
import { simHomePath } from "../../../agent/src/cli/sim-home.ts";
import { HOME_MARKER, prepareHome } from "../../../agent/src/store/index.ts";
import { captured } from "../../support/capture.ts";
import { runCli } from "../../support/cli.ts";
import { DEFAULT_DESKTOP } from "../../sim/index.ts";
import { DESKTOPS, homeForSuite } from "../../support/index.ts";

/**
 * `--sim` keeps what its runs leave in a home of its own per desktop under `<home>/sim`, from one run to the next,
 * and reads the person's config.json.
 */
describe("--sim and its own home", () => {
  const home = homeForSuite();
  const sim = (...names: string[]) => join(simHomePath(home.path, true), ...names);
  const run = async (...argv: string[]) => {
    const { value, stdout, stderr } = await captured(() => main(argv));
    assert.equal(value, EXIT.done, `${argv.join(" ")}: ${stdout}${stderr}`);
    return stdout;
  };

  it("keeps presets, undo, the log and its token in <home>/sim/built-in across runs, nothing in the home", async () => {
    await run("run", "--sim", "--offline", "save layout as work");
    assert.match(await run("run", "--sim", "--offline", "work layout"), /^preset "work": /m, "a run later uses it");
    await run("run", "--sim", "--offline", "chrome right half");
    assert.deepEqual(readdirSync(home.path).sort(), [HOME_MARKER, "sim"], "what --sim left in the person's home");
    assert.deepEqual(readdirSync(join(home.path, "sim")), ["built-in"], "one home for the built-in desktop");
    const kept = readdirSync(sim()).sort();
    for (const file of ["audit.jsonl", "presets.json", "token", "undo.json"])
      assert.ok(kept.includes(file), `${file} in ${kept.join(", ")}`);
    const commands = readFileSync(sim("audit.jsonl"), "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line))
      .filter((event) => event.event === "command")
      .map((event) => event.text);
    assert.deepEqual(commands, ["save layout as work", "work layout", "chrome right half"], "the commands logged");
    const log = await captured(() => main(["log"]));
    assert.equal(
      log.stderr,
      `hs-claude: nothing in ${home.path}/audit.jsonl yet ` +
        "(the --sim runs keep theirs, one per desktop: hs-claude log --sim [FILE])\n",
    );
    const simLog = await captured(() => main(["log", "--sim"]));
    assert.equal(simLog.value, EXIT.done, simLog.stderr);
    for (const command of commands) assert.ok(simLog.stdout.includes(`"${command}"`), `log --sim shows "${command}"`);
  });

  it("undo in a later process (a desktop started afresh) claims nothing and opens no tab twice", async () => {
    const undone = await runCli(["undo", "--sim"], { HS_CLAUDE_HOME: home.path });
    assert.equal(undone.code, EXIT.done, undone.stderr);
    assert.equal(undone.stderr, "", "no warning: what is already in place is said, not guessed at");
    assert.match(
      undone.stdout,
      /^nothing of "chrome right half" needed undoing\nalready in place: Google Chrome's window/,
    );
    await run("run", "--sim", "--offline", "close tab 2");
    const tabs = JSON.parse(await run("undo", "--sim", "--json")).after.tabs as { url: string }[];
    assert.equal(new Set(tabs.map((tab) => tab.url)).size, tabs.length, "no page open twice");
  });

  it("rm -r <home>/sim starts afresh: nothing to undo", async () => {
    rmSync(join(home.path, "sim"), { recursive: true });
    const { value, stderr } = await captured(() => main(["undo", "--sim"]));
    assert.equal(value, EXIT.failed, stderr);
    assert.match(stderr, /there is nothing to undo/);
  });

  it("reads the person's config.json: closing 3 tabs asks only above the person's own limit", async () => {
    writeFileSync(join(home.path, "config.json"), JSON.stringify({ approval: { closeTabsWithoutAsking: 5 } }));
    try {
      const closed = await run("run", "--sim", join(DESKTOPS, "dev-dual.json"), "--offline", "close all reddit tabs");
      assert.match(closed, /closed 3 tabs/);
    } finally {
      rmSync(join(home.path, "config.json"));
    }
  });

  it("ages the workspace on the simulated Mac's date: used 9 days before the desk's start date, archived", async () => {
    const desk = join(home.path, "desk.json");
    const defaultDesk = JSON.parse(readFileSync(DEFAULT_DESKTOP, "utf8")) as object;
    writeFileSync(desk, JSON.stringify({ ...defaultDesk, sim: { startDate: "2100-01-10T09:00:00Z" } }));
    const kept = { apps: ["Notes"], focused: "Notes", lastActivity: Date.parse("2100-01-01T09:00:00Z"), tools: [] };
    writeFileSync(join(prepareHome(simHomePath(home.path, desk)), "workspace.json"), JSON.stringify(kept));
    const { value, stdout, stderr } = await captured(() =>
      main(["run", "--sim", desk, "--offline", "new note errands: post office"]),
    );
    assert.equal(value, EXIT.failed, `understood, not done: ${stdout}${stderr}`);
    assert.match(`${stdout}${stderr}`, /the workspace is archived \(unused for more than 7 days\)/);
  });
});
