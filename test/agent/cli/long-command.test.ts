import assert from "node:assert/strict";
import { join } from "node:path";
import { describe, it } from "node:test";
import { AppService, clientRequests, spoonRequests } from "../../../agent/src/app/index.ts";
import { EXIT } from "../../../agent/src/cli/exit.ts";
import { main } from "../../../agent/src/cli/main.ts";
import { captured } from "../../support/capture.ts";
import { DESKTOPS, STAYING_CLIENT, homeForSuite } from "../../support/index.ts";

/** 21 KB of a command, as a person pasted it: more than any entry takes. */
const LONG = "chrome left half and ".repeat(1000);
const REFUSED = `the command is ${LONG.length} characters long; the limit is 4096: say it in fewer words`;

/** A command longer than the limit is refused with the limit wherever a command enters, before any planning. */
describe("a command over 4096 characters", () => {
  const home = homeForSuite();

  it("plan and run: one line naming the limit, exit 2, no stack", async () => {
    const context = join(DESKTOPS, "dev-dual.json");
    for (const argv of [
      ["plan", "--offline", "--context", context, LONG],
      ["run", "--sim", context, "--offline", LONG],
    ]) {
      const { value, stdout, stderr } = await captured(() => main(argv));
      assert.deepEqual(
        { value, stdout, stderr },
        { value: EXIT.badInput, stdout: "", stderr: `hs-claude: ${REFUSED}\n` },
      );
    }
  });

  it("the Spoon's run (command bar, hs.claude.execute) and a client's execute: refused with the limit", async () => {
    const service = new AppService({ spoon: () => undefined, home: home.path });
    await assert.rejects(spoonRequests(service).get("run")!({ text: LONG }), {
      name: "InputError",
      message: `run: text: ${REFUSED}`,
    });
    const plan = { commands: [], needs_clarification: false, clarification_reason: null };
    const execute = clientRequests(service).get("execute")!;
    await assert.rejects(execute({ plan, yes: false, offline: true, command: LONG }, STAYING_CLIENT), {
      name: "InputError",
      message: `execute: command: ${REFUSED}`,
    });
  });
});

/** A NUL or a lone surrogate in a person's words is refused wherever a command enters, naming it and where. */
describe("a command holding a NUL or a lone UTF-16 surrogate", () => {
  const home = homeForSuite();
  const NUL = "type hello\u0000 world";
  const NUL_REFUSED = "the command holds a NUL character (U+0000) at character 11: text may not contain NUL";
  const LONE = "open notes \uD83D";
  const LONE_REFUSED =
    "the command holds a lone UTF-16 surrogate (U+D83D) at character 12: " +
    "text must be well-formed Unicode (a surrogate only as half of a pair)";

  it("plan: one line naming the character and where, exit 2", async () => {
    const context = join(DESKTOPS, "dev-dual.json");
    for (const [words, refused] of [
      [NUL, NUL_REFUSED],
      [LONE, LONE_REFUSED],
    ]) {
      const { value, stdout, stderr } = await captured(() => main(["plan", "--offline", "--context", context, words]));
      assert.deepEqual(
        { value, stdout, stderr },
        { value: EXIT.badInput, stdout: "", stderr: `hs-claude: ${refused}\n` },
      );
    }
  });

  it("the Spoon's run and a client's execute: refused before planning", async () => {
    const service = new AppService({ spoon: () => undefined, home: home.path });
    await assert.rejects(spoonRequests(service).get("run")!({ text: LONE }), {
      name: "InputError",
      message: `run: text: ${LONE_REFUSED}`,
    });
    const plan = { commands: [], needs_clarification: false, clarification_reason: null };
    const execute = clientRequests(service).get("execute")!;
    await assert.rejects(execute({ plan, yes: false, offline: true, command: NUL }, STAYING_CLIENT), {
      name: "InputError",
      message: `execute: command: ${NUL_REFUSED}`,
    });
  });
});
