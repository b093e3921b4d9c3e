import assert from "node:assert/strict";
import { chmodSync, chownSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { diagnose } from "../../../agent/src/cli/doctor.ts";
import { EXIT } from "../../../agent/src/cli/exit.ts";
import { HOME_MARKER } from "../../../agent/src/store/index.ts";
import { DEFAULT_DESKTOP } from "../../sim/index.ts";
import { mainIn } from "../../support/capture.ts";
import { runCli } from "../../support/cli.ts";
import { freePort, tempHome } from "../../support/index.ts";

const modeOf = (path: string) => statSync(path).mode & 0o7777;
const EMPTY = '{"commands":[],"needs_clarification":false,"clarification_reason":null}';
/** Every verb that uses the home, each with what it needs to get that far (and serve, given a free port). */
const VERBS = [
  ["aliases"],
  ["aliases", "--sim"],
  ["log"],
  ["log", "--sim"],
  ["plan", "--offline", "--context", DEFAULT_DESKTOP, "chrome left half"],
  ["run", "--offline", "chrome left half"],
  ["run", "--sim", "--offline", "chrome left half"],
  ["run", "--sim", DEFAULT_DESKTOP, "--offline", "chrome left half"],
  ["exec", EMPTY],
  ["exec", "--sim", EMPTY],
  ["undo", "--sim"],
];

/** HS_CLAUDE_HOME naming a folder hs-claude may not use: refused in one line, exit 2, the folder left as it was. */
describe("HS_CLAUDE_HOME naming a folder that is not hs-claude's", () => {
  let scratch: ReturnType<typeof tempHome>;
  let port: string;
  before(async () => {
    scratch = tempHome();
    port = String(await freePort());
  });
  after(() => scratch.remove());

  /** A folder as a person made it: `mode` and one file of theirs. */
  function theirs(name: string, mode: number, files: Record<string, string>): string {
    const folder = join(scratch.path, name);
    mkdirSync(folder);
    for (const [file, text] of Object.entries(files)) writeFileSync(join(folder, file), text);
    chmodSync(folder, mode);
    return folder;
  }

  it("an existing 0755 folder with a file: the CLI refuses, exit 2, mode and file unchanged", async () => {
    const folder = theirs("projects", 0o755, { "notes.txt": "mine\n" });
    const ran = await runCli(["run", "--sim", "--offline", "chrome left half"], { HS_CLAUDE_HOME: folder });
    const line =
      `hs-claude: HS_CLAUDE_HOME=${folder} is not an hs-claude home: it holds other files (notes.txt) and no ` +
      `${HOME_MARKER}: set HS_CLAUDE_HOME to a new or empty folder (or unset it for ~/.hs-claude)\n`;
    assert.deepEqual({ code: ran.code, stdout: ran.stdout, stderr: ran.stderr }, { code: 2, stdout: "", stderr: line });
    assert.equal(modeOf(folder), 0o755);
    assert.deepEqual(readdirSync(folder), ["notes.txt"], "the files in the folder");
    assert.equal(readFileSync(join(folder, "notes.txt"), "utf8"), "mine\n");
    for (const argv of [...VERBS, ["serve", "--port", port]]) {
      const said = await mainIn(argv, { HS_CLAUDE_HOME: folder, HS_CLAUDE_PORT: port });
      assert.deepEqual(
        { code: said.code, stdout: said.stdout, stderr: said.stderr },
        { ...ran, code: 2 },
        argv.join(" "),
      );
    }
    assert.equal(modeOf(folder), 0o755, "no verb changed it");
    assert.deepEqual(readdirSync(folder), ["notes.txt"], "nor wrote in it");
    const doctor = await mainIn(["doctor", "--port", port], { HS_CLAUDE_HOME: folder });
    const [problem, fix] = line.slice("hs-claude: ".length, -1).split(": set ");
    assert.ok(doctor.stdout.includes(`✗ ${problem}\n    set ${fix}\n`), `doctor says the same: ${doctor.stdout}`);
  });

  it("an empty folder others can open: refused with the chmod to run; doctor says the same", async () => {
    const folder = theirs("shared", 0o755, {});
    const ran = await runCli(["run", "--sim", "--offline", "chrome left half"], { HS_CLAUDE_HOME: folder });
    const problem = `others can open HS_CLAUDE_HOME=${folder} (mode 0755)`;
    const fix = `make it yours alone: chmod 700 ${folder}`;
    assert.deepEqual([ran.code, ran.stdout, ran.stderr], [EXIT.badInput, "", `hs-claude: ${problem}: ${fix}\n`]);
    assert.equal(modeOf(folder), 0o755);
    assert.deepEqual(readdirSync(folder), [], "nothing written");
    process.env.HS_CLAUDE_HOME = folder;
    try {
      const found = (await diagnose(folder, Number(port))).find((finding) => finding.text.includes(folder));
      assert.deepEqual(found, { mark: "✗", text: problem, fix });
    } finally {
      delete process.env.HS_CLAUDE_HOME;
    }
  });

  it("a folder that is not the person's (M10): one line, exit 2, never an internal error or a stack", async () => {
    // Root can give a folder away (M10's was the sticky temporary folder, another user's); anyone else is given "/".
    const root = process.getuid?.() === 0;
    const foreign = root ? theirs("sticky", 0o1777, {}) : "/";
    if (root) chownSync(foreign, 65534, 65534);
    const mode = modeOf(foreign);
    const ran = await runCli(["run", "--sim", "--offline", "chrome left half"], { HS_CLAUDE_HOME: foreign });
    const line =
      `hs-claude: HS_CLAUDE_HOME=${foreign} is not yours (its owner is user ${statSync(foreign).uid}): ` +
      "set HS_CLAUDE_HOME to a folder you own (or unset it for ~/.hs-claude)\n";
    assert.deepEqual([ran.code, ran.stdout, ran.stderr], [EXIT.badInput, "", line]);
    assert.equal(modeOf(foreign), mode);
  });
});
