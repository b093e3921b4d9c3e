import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import type { ApprovalRequest } from "../../../agent/src/commands/index.ts";
import { Snapshot } from "../../../agent/src/contract/index.ts";
import { executePlan } from "../../../agent/src/exec/index.ts";
import { parseEnvelope, type Plan } from "../../../agent/src/registry/index.ts";
import { Config } from "../../../agent/src/store/index.ts";
import { fakeContext } from "../../fakes/command-context.ts";
import { jotterSpoon } from "../../fakes/tiers/jotter-spoon.ts";
import { registerJotter } from "../../fakes/tiers/jotter.ts";
import { DESKTOPS } from "../../support/index.ts";

const desktop = Snapshot.parse(JSON.parse(readFileSync(join(DESKTOPS, "dev-dual.json"), "utf8")));

function plan(...commands: object[]): Plan {
  const checked = parseEnvelope({ commands, needs_clarification: false, clarification_reason: null });
  assert.ok(checked.ok, checked.ok ? "" : checked.error);
  return checked.envelope;
}

/** Runs the plan on Jotter's fake Spoon with the given config; the person answers `answer` and is heard asked. */
async function run(commands: object[], options: { config?: object; answer?: boolean; lines?: string[] } = {}) {
  const spoon = jotterSpoon(options.lines ?? ["milk", "eggs"]);
  const asked: ApprovalRequest[] = [];
  const result = await executePlan(
    plan(...commands),
    fakeContext(spoon, desktop, {
      config: Config.parse(options.config ?? {}),
      approve: async (request) => {
        asked.push(request);
        return options.answer === false ? { approved: false, reason: "declined" } : { approved: true, by: "the test" };
      },
    }),
  );
  return { result, asked, spoon };
}

describe("permission tiers, on the test-only app Jotter", () => {
  let unregister: () => void;
  before(() => (unregister = registerJotter()));
  after(() => unregister());

  it("runs a read tool without asking", async () => {
    const { result, asked } = await run([{ type: "jotter_count" }]);
    assert.equal(result.success, true, result.message);
    assert.equal(result.message, "Jotter has 2 lines");
    assert.equal(asked.length, 0);
  });

  it("runs a write tool without asking when the settings do not say ask", async () => {
    const { result, asked, spoon } = await run([{ type: "jotter_add", text: "bread" }]);
    assert.equal(result.success, true, result.message);
    assert.equal(asked.length, 0);
    assert.deepEqual(spoon.lines, ["milk", "eggs", "bread"], "Jotter's lines after the write");
  });

  for (const askBeforeWrites of [true, ["jotter"]]) {
    it(`asks before a write, apps.askBeforeWrites ${JSON.stringify(askBeforeWrites)}, no: unchanged`, async () => {
      const { result, asked, spoon } = await run([{ type: "jotter_add", text: "bread" }], {
        config: { apps: { askBeforeWrites } },
        answer: false,
      });
      assert.equal(result.success, false);
      assert.match(result.message, /^not approved: Let Jotter make this change\?/);
      const question = { title: "Let Jotter make this change?", detail: 'Jotter: jotter_add (text "bread")' };
      assert.deepEqual(asked, [question], "the questions asked");
      assert.deepEqual(spoon.lines, ["milk", "eggs"], "Jotter's lines after the declined write");
      assert.deepEqual(spoon.sent, [], "what was sent to Jotter");
    });
  }

  it("does not ask before another app's writes when askBeforeWrites names other apps", async () => {
    const { result, asked } = await run([{ type: "jotter_add", text: "bread" }], {
      config: { apps: { askBeforeWrites: ["Mail"] } },
    });
    assert.equal(result.success, true, result.message);
    assert.equal(asked.length, 0);
  });

  it("always asks before a destructive tool, listing exactly what will happen; declined changes nothing", async () => {
    const { result, asked, spoon } = await run([{ type: "jotter_erase", text: "milk" }], { answer: false });
    assert.equal(result.success, false);
    assert.deepEqual(asked, [{ title: "Erase from Jotter?", detail: "Erase: milk" }], "the questions asked");
    assert.deepEqual(spoon.lines, ["milk", "eggs"], "Jotter's lines after the declined erase");
  });

  it("runs the destructive tool once approved, even with --yes-like settings that ask nothing else", async () => {
    const { result, asked, spoon } = await run([{ type: "jotter_erase", text: "milk" }], {
      config: { apps: { askBeforeWrites: false } },
    });
    assert.equal(result.success, true, result.message);
    assert.equal(asked.length, 1);
    assert.deepEqual(spoon.lines, ["eggs"], "Jotter's lines after the approved erase");
  });
});

describe("apps.deny", () => {
  let unregister: () => void;
  before(() => (unregister = registerJotter()));
  after(() => unregister());

  it("refuses a denied app's tool by name, saying where to allow it, and sends nothing", async () => {
    const { result, spoon, asked } = await run([{ type: "jotter_count" }], { config: { apps: { deny: ["jotter"] } } });
    assert.equal(result.success, false);
    assert.equal(result.errorType, "validation");
    assert.match(result.message, /commands\[0\] \(jotter_count\): the tools of Jotter are turned off/);
    assert.match(result.message, /"apps\.deny" lists "Jotter": config\.json's, or the menu bar's Settings › Apps/);
    assert.match(result.message, /allow Jotter in the menu bar's Settings › Apps, or remove it from config\.json's/);
    assert.deepEqual(spoon.sent, [], "what was sent to Jotter");
    assert.equal(asked.length, 0);
  });

  it("refuses the config when apps.deny is not a list of names", () => {
    assert.throws(() => Config.parse({ apps: { deny: "Notes" } }));
    assert.throws(() => Config.parse({ apps: { askBeforeWrites: "yes" } }));
    assert.deepEqual(Config.parse({}).apps, { deny: [], askBeforeWrites: false });
  });
});

describe("writes are never retried", () => {
  let unregister: () => void;
  before(() => (unregister = registerJotter()));
  after(() => unregister());

  for (const type of ["jotter_add", "jotter_erase"]) {
    it(`reports a ${type} whose reply was lost as "may have happened", naming it, sent once`, async () => {
      const spoon = jotterSpoon(["milk"]);
      spoon.dropReply = true;
      const result = await executePlan(
        plan({ type, text: "milk" }, { type: "jotter_count" }),
        fakeContext(spoon, desktop),
      );
      assert.equal(result.success, false);
      assert.equal(result.errorType, "timeout");
      const verb = type === "jotter_add" ? "add" : "erase";
      assert.equal(
        result.steps[0]!.message,
        `may have happened: Jotter: ${type} (text "milk"). Its answer was lost (jotter_do: the connection closed ` +
          "(dropped by the test)); it was not repeated: look before running it again",
      );
      assert.deepEqual(spoon.sent, [`${verb} milk`], "what was sent to Jotter: the write once, nothing after it");
      assert.equal(result.steps[1]!.status, "skipped");
    });
  }

  it("reports a read whose reply was lost as the failure it is", async () => {
    const spoon = jotterSpoon(["milk"]);
    spoon.dropReply = true;
    const result = await executePlan(plan({ type: "jotter_count" }), fakeContext(spoon, desktop));
    assert.equal(result.success, false);
    assert.doesNotMatch(result.message, /may have happened/);
    assert.deepEqual(spoon.sent, ["count"], "what was sent to Jotter");
  });
});
