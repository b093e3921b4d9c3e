import assert from "node:assert/strict";
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { diagnose } from "../../../agent/src/cli/doctor.ts";
import { EXIT } from "../../../agent/src/cli/exit.ts";
import { main } from "../../../agent/src/cli/main.ts";
import { captured } from "../../support/capture.ts";
import { DESKTOPS, freePort, savedEnvironment, tempHome } from "../../support/index.ts";

const DEV_DUAL = join(DESKTOPS, "dev-dual.json");
/** Every verb that uses the home, each with what it needs to get that far. */
const VERBS = [
  ["doctor"],
  ["aliases"],
  ["log"],
  ["plan", "--offline", "--context", DEV_DUAL, "chrome left half"],
  ["run", "--offline", "chrome left half"],
  ["run", "--sim", "--offline", "chrome left half"],
  ["exec", '{"commands":[],"needs_clarification":false,"clarification_reason":null}'],
  ["undo"],
  ["serve"],
];

/** HS_CLAUDE_HOME naming a file, or a folder inside one: each verb says so in one line and exits 2. */
describe("HS_CLAUDE_HOME that cannot be a folder", () => {
  let folder: ReturnType<typeof tempHome>;
  let file: string;
  const saved = savedEnvironment();
  before(async () => {
    folder = tempHome();
    file = join(folder.path, "not-a-folder");
    writeFileSync(file, "a file\n");
    process.env.HS_CLAUDE_PORT = String(await freePort());
  });
  after(() => {
    saved.restore();
    folder.remove();
  });

  async function saysOnce(home: string, problem: string): Promise<void> {
    process.env.HS_CLAUDE_HOME = home;
    const fix = "set HS_CLAUDE_HOME to a folder (or unset it for ~/.hs-claude)";
    const line = `hs-claude: HS_CLAUDE_HOME=${home} ${problem}: ${fix}\n`;
    for (const argv of VERBS) {
      const { value, stdout, stderr } = await captured(() => main(argv));
      assert.deepEqual({ value, stdout, stderr }, { value: EXIT.badInput, stdout: "", stderr: line }, argv[0]);
    }
  }

  it("a file: one line naming it, whatever the verb", async () => {
    await saysOnce(file, "is a file, not a folder");
  });

  it("a folder inside a file: one line naming the file in the way", async () => {
    await saysOnce(join(file, "sub", "home"), `cannot be a folder: ${file} is a file`);
  });

  it("a path no folder can be made at (under /proc): --sim verbs say so in one line, exit 2; doctor a ✗", async (t) => {
    if (!existsSync("/proc/self")) return t.skip("no /proc here");
    const impossible = "/proc/hs-claude-nowhere/home";
    process.env.HS_CLAUDE_HOME = impossible;
    const line =
      `hs-claude: HS_CLAUDE_HOME=${impossible} can never be made: /proc/hs-claude-nowhere cannot be made (ENOENT); ` +
      "set HS_CLAUDE_HOME to a folder you own\n";
    const empty = '{"commands":[],"needs_clarification":false,"clarification_reason":null}';
    for (const argv of [
      ["run", "--sim", "--offline", "chrome left half"],
      ["undo", "--sim"],
      ["exec", "--sim", empty],
    ]) {
      const { value, stdout, stderr } = await captured(() => main(argv));
      assert.deepEqual({ value, stdout, stderr }, { value: EXIT.badInput, stdout: "", stderr: line }, argv.join(" "));
    }
    const home = (await diagnose(impossible, Number(process.env.HS_CLAUDE_PORT))).find((f) => f.text.includes("home"));
    assert.deepEqual(home, {
      mark: "✗",
      text: `HS_CLAUDE_HOME=${impossible} can never be made: /proc/hs-claude-nowhere cannot be made (ENOENT)`,
      fix: "set HS_CLAUDE_HOME to a folder you own (or unset it for ~/.hs-claude)",
    });
  });
});
