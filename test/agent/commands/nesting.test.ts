import assert from "node:assert/strict";
import { once } from "node:events";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { WebSocket } from "ws";
import { AppService, clientRequests } from "../../../agent/src/app/index.ts";
import { openDesktop } from "../../../agent/src/cli/desktop.ts";
import { execContract, readContractInput } from "../../../agent/src/cli/exec.ts";
import { readSnapshotFile } from "../../../agent/src/cli/snapshot-file.ts";
import { parseEnvelope } from "../../../agent/src/registry/index.ts";
import { AgentServer } from "../../../agent/src/link/index.ts";
import { DESKTOPS, tempHome, until } from "../../support/index.ts";
import { nestedEnvelope } from "../../support/cli.ts";

const DEPTH = 5000;
/** How deep an envelope may nest: the deepest real plan nests 6 levels. */
const MAX_ENVELOPE_DEPTH = 32;
const arrays = (depth: number): unknown => JSON.parse(`${"[".repeat(depth)}${"]".repeat(depth)}`);
const objects = (depth: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};
const TOO_DEEP = `the envelope nests deeper than ${MAX_ENVELOPE_DEPTH} levels; a plan is a list of flat commands`;

describe("an envelope nested thousands deep is rejected whole, and nothing recurses on it", () => {
  const cases: Record<string, unknown> = {
    "a command's extra field": { commands: [{ type: "list_apps", extra: arrays(DEPTH) }], needs_clarification: false },
    "the commands themselves": { commands: arrays(DEPTH), needs_clarification: false },
    "a top-level extra field (kept by the loose envelope)": {
      commands: [{ type: "list_apps" }],
      needs_clarification: false,
      note: objects(DEPTH),
    },
    "a command of a plan that needs clarification (only its type is checked)": {
      commands: [{ type: "list_apps", extra: objects(DEPTH) }],
      needs_clarification: true,
      clarification_reason: "which?",
    },
  };
  for (const [where, envelope] of Object.entries(cases))
    it(`in ${where}`, () => assert.deepEqual(parseEnvelope(envelope), { ok: false, error: TOO_DEEP }));

  it("still takes a real plan (a placement with its bounds)", () => {
    const place = { type: "place_app", app_name: "Slack", bounds: [0, 0, 100, 100] };
    assert.equal(parseEnvelope({ commands: [place], needs_clarification: false }).ok, true);
  });

  it("exec: CONTRACT is refused as read, and the output (plan null) prints as JSON", async () => {
    const read = readContractInput(nestedEnvelope(DEPTH));
    assert.deepEqual(read, {
      ok: false,
      error: `CONTRACT nests deeper than ${MAX_ENVELOPE_DEPTH} levels; a plan is a list of flat commands`,
    });
    const home = tempHome();
    const desktop = await openDesktop(join(DESKTOPS, "dev-dual.json"), { home: home.path });
    try {
      const { output, code } = await execContract(desktop, read, { yes: false });
      assert.equal(code, 2);
      assert.equal(JSON.parse(JSON.stringify(output)).plan, null);
      assert.equal(output.result.error, `rejected: ${read.ok ? "" : read.error}`);
    } finally {
      await desktop.close();
      home.remove();
    }
  });

  describe("the agent's execute op, over a real link", () => {
    const token = "t".repeat(43);
    let server: AgentServer;
    before(async () => {
      const home = tempHome();
      after(() => home.remove());
      const clientOps = () => clientRequests(new AppService({ spoon: () => undefined, home: home.path }));
      server = await AgentServer.listen({ port: 0, token, clientOps });
    });
    after(() => server.close());

    it("refuses the plan with the reason, and keeps serving", async () => {
      const socket = new WebSocket(`ws://127.0.0.1:${server.port}/?token=${token}`);
      const replies: Record<string, any>[] = [];
      socket.on("message", (data) => replies.push(JSON.parse(String(data))));
      await once(socket, "open");
      try {
        socket.send(JSON.stringify({ v: 1, type: "hello", role: "client", name: "test", version: "0" }));
        // Written by hand: this side's JSON.stringify would overflow its own stack on such a value.
        const plan = nestedEnvelope(DEPTH).replace('"needs_clarification":false', '"needs_clarification":true');
        const params = `{"yes":false,"offline":true,"plan":${plan}}`;
        socket.send(`{"v":1,"type":"request","id":"deep","op":"execute","params":${params}}`);
        socket.send(JSON.stringify({ v: 1, type: "request", id: "after", op: "status", params: {} }));
        await until(() => replies.some((reply) => reply.id === "after"), "the agent answers after the deep plan");
        const [deep, status] = ["deep", "after"].map((id) => replies.find((reply) => reply.id === id));
        assert.deepEqual(deep?.error, { code: "op_refused", message: `rejected: ${TOO_DEEP}` });
        assert.deepEqual(status?.result, { spoon: null, agent: { script: process.argv[1], node: process.execPath } });
      } finally {
        socket.terminate();
      }
    });
  });

  it("plan --context: a snapshot file nested thousands deep is refused by its schema, or its extra key dropped", () => {
    const home = tempHome();
    try {
      const snapshot = JSON.parse(readFileSync(join(DESKTOPS, "dev-dual.json"), "utf8"));
      const file = join(home.path, "deep.json");
      const deep = `${"[".repeat(DEPTH)}${"]".repeat(DEPTH)}`;
      writeFileSync(file, JSON.stringify({ ...snapshot, screens: "deep" }).replace('"deep"', deep));
      assert.throws(() => readSnapshotFile(file), { name: "InputError", message: /screens\[0\]/ });
      writeFileSync(file, JSON.stringify({ ...snapshot, note: objects(200) }));
      assert.equal("note" in readSnapshotFile(file), false);
    } finally {
      home.remove();
    }
  });
});
