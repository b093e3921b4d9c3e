import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, afterEach, before, describe, it } from "node:test";
import { createRunner, runCommand, type Runner } from "../../../../agent/src/app/index.ts";
import { MessagesServer, submittedPlan as submit } from "../../../fakes/messages-server.ts";
import { DEFAULT_DESKTOP, type SimMac } from "../../../sim/index.ts";
import { simMacsPerTest } from "../../../support/sim-mac.ts";

const NOTES_TOOLS = ["notes_create", "notes_append", "notes_list"];
const DENY_NOTES = { apps: { deny: ["Notes"] } };

/** The built-in desktop, Notes running or not (still installed), with two notes. */
function desktop(notesRunning: boolean): object {
  const base = JSON.parse(readFileSync(DEFAULT_DESKTOP, "utf8")) as {
    apps: { name: string }[];
    windows: { app: string }[];
  };
  const apps = notesRunning ? base.apps : base.apps.filter((app) => app.name !== "Notes");
  const windows = notesRunning ? base.windows : base.windows.filter((win) => win.app !== "Notes");
  return {
    ...base,
    apps,
    windows,
    appState: { Notes: { notes: [{ title: "todo", body: "call mom", folder: "Notes" }] } },
  };
}

const titles = (sim: SimMac) => (sim.appState("Notes") as { notes: { title: string }[] }).notes.map((n) => n.title);

/** The command types a planning request offered the model, from its plan tool's schema. */
function offered(body: Record<string, any>): string[] {
  const union = body.tools[0].input_schema.properties.commands.items.anyOf as {
    properties: { type: { const: string } };
  }[];
  return union.map((command) => command.properties.type.const);
}
const notesToolsIn = (types: string[]) => types.filter((type) => NOTES_TOOLS.includes(type));

/** A runner on the simulated Mac whose agent home has `config` as its config.json. */
function runnerOn(sim: SimMac, config?: object): Runner {
  if (config) writeFileSync(join(sim.home, "config.json"), JSON.stringify(config));
  const { spoon, presets } = sim.agent!;
  return createRunner({ spoon, presets, home: sim.home, terminal: false, sleep: async () => {} });
}

describe("apps.deny and the two phases, with Notes", () => {
  const startMac = simMacsPerTest();
  let server: MessagesServer;
  before(async () => (server = await MessagesServer.start()));
  after(async () => await server.close());
  afterEach(() => void (server.requests.length = 0));
  const env = () => ({ ANTHROPIC_API_KEY: server.apiKey, ANTHROPIC_BASE_URL: server.url });

  it('refuses "new note x: y" offline when apps.deny lists Notes, naming Notes, and makes no note', async () => {
    const sim = await startMac({ desktop: desktop(true), costs: "none", tempHome: true });
    const outcome = await runCommand("new note x: y", runnerOn(sim, DENY_NOTES), { offline: true, yes: true });
    assert.equal(outcome.kind, "executed", JSON.stringify(outcome));
    const result = outcome.kind === "executed" ? outcome.result : assert.fail();
    assert.equal(result.success, false);
    assert.match(result.message, /the tools of Notes are turned off \("apps\.deny" lists "Notes"/);
    assert.deepEqual(titles(sim), ["todo"], "Notes' notes after the refused command");
    assert.equal(server.requests.length, 0, "no model was asked");
  });

  it("never offers Notes' tools to the model when apps.deny lists Notes, though Notes is open", async () => {
    const sim = await startMac({ desktop: desktop(true), costs: "none", tempHome: true });
    server.reply(submit([], "Notes is turned off"));
    await runCommand("jot x down in notes", runnerOn(sim, DENY_NOTES), { offline: false, yes: true, env: env() });
    assert.equal(server.requests.length, 1);
    assert.deepEqual(notesToolsIn(offered(server.requests[0]!.body)), [], "Notes' tools offered while denied");
    assert.deepEqual(titles(sim), ["todo"], "Notes' notes after the model was asked");
  });

  it("offers only control tools while Notes is closed, and Notes' tools once the plan opened it", async () => {
    const sim = await startMac({ desktop: desktop(false), costs: "none", tempHome: true });
    server.reply(
      submit([{ type: "focus_app", app_name: "Notes" }]),
      submit([{ type: "notes_create", title: "x", body: "y" }]),
    );
    const outcome = await runCommand("jot x: y down in notes", runnerOn(sim), {
      offline: false,
      yes: true,
      env: env(),
    });
    assert.ok(outcome.kind === "executed" && outcome.result.success, JSON.stringify(outcome));
    const [first, second] = server.requests.map((request) => offered(request.body));
    assert.equal(server.requests.length, 2);
    assert.deepEqual(notesToolsIn(first!), [], "Notes' tools in the first request");
    assert.ok(first!.includes("focus_app"), first!.join(", "));
    assert.deepEqual(notesToolsIn(second!), NOTES_TOOLS, "Notes' tools in the second request");
    assert.deepEqual(titles(sim), ["todo", "x"], "Notes' notes after the two phases");
  });
});
