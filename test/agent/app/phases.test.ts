import assert from "node:assert/strict";
import { after, afterEach, before, beforeEach, describe, it } from "node:test";
import { runCommand } from "../../../agent/src/app/index.ts";
import { MessagesServer, submittedPlan as submit } from "../../fakes/messages-server.ts";
import { jotterMac } from "../../fakes/tiers/jotter-mac.ts";
import { registerJotter } from "../../fakes/tiers/jotter.ts";
import { tempHome } from "../../support/index.ts";

/** The command types a planning request offered the model, from its plan tool's schema. */
function offered(body: Record<string, any>): string[] {
  const union = body.tools[0].input_schema.properties.commands.items.anyOf as {
    properties: { type: { const: string } };
  }[];
  return union.map((command) => command.properties.type.const);
}

describe("the two phases, as the Messages double sees them", () => {
  let server: MessagesServer;
  let home: ReturnType<typeof tempHome>;
  let unregister: () => void;
  before(async () => {
    server = await MessagesServer.start();
    unregister = registerJotter();
  });
  after(async () => {
    unregister();
    await server.close();
  });
  beforeEach(() => (home = tempHome()));
  afterEach(() => {
    home.remove();
    server.requests.length = 0;
  });
  const env = () => ({ ANTHROPIC_API_KEY: server.apiKey, ANTHROPIC_BASE_URL: server.url });

  it("offers only control tools with Jotter not running, and its tools once the plan opened it", async () => {
    const mac = jotterMac({ home: home.path, clock: () => 0, running: false });
    server.reply(submit([{ type: "focus_app", app_name: "Jotter" }]), submit([{ type: "jotter_add", text: "milk" }]));
    const outcome = await runCommand("jot milk down in jotter", mac.runner, { offline: false, yes: false, env: env() });
    assert.ok(outcome.kind === "executed" && outcome.result.success, JSON.stringify(outcome));
    const [first, second] = server.requests.map((request) => offered(request.body));
    assert.equal(server.requests.length, 2);
    assert.deepEqual(
      first!.filter((type) => type.startsWith("jotter_")),
      [],
      "Jotter's tools in the first request",
    );
    assert.ok(first!.includes("focus_app") && first!.includes("restore_workspace"), first!.join(", "));
    assert.deepEqual(
      second!.filter((type) => type.startsWith("jotter_")),
      ["jotter_count", "jotter_add", "jotter_erase"],
      "Jotter's tools in the second request",
    );
    assert.deepEqual(mac.spoon.lines, ["milk"], "Jotter's lines after the two phases");
  });

  it("plans in the execution phase at once when Jotter is open, and never offers a denied app's tools", async () => {
    const open = jotterMac({ home: home.path, clock: () => 0, running: true });
    server.reply(submit([{ type: "jotter_count" }]));
    await runCommand("jot count in jotter", open.runner, { offline: false, yes: false, env: env() });
    assert.ok(offered(server.requests[0]!.body).includes("jotter_count"));

    const denied = jotterMac({
      home: home.path,
      clock: () => 0,
      running: true,
      config: { apps: { deny: ["Jotter"] } },
    });
    server.reply(submit([], "Jotter is turned off"));
    await runCommand("jot count in jotter", denied.runner, { offline: false, yes: false, env: env() });
    assert.equal(server.requests.length, 2);
    assert.deepEqual(
      offered(server.requests[1]!.body).filter((type) => type.startsWith("jotter_")),
      [],
      "a denied app's tools offered",
    );
  });
});
