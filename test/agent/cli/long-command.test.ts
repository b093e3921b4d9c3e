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
