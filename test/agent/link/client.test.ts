import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { Disconnected } from "../../../agent/src/errors/index.ts";
import { AgentServer, connectClient, redactToken } from "../../../agent/src/link/index.ts";
import { setLogSink, type LogRecord } from "../../../agent/src/log/index.ts";

const TOKEN = "s".repeat(43);

describe("connectClient", () => {
  let server: AgentServer;
  const logs: LogRecord[] = [];
  let restoreLogs: () => void;
  before(async () => {
    restoreLogs = setLogSink((record) => logs.push(record), "debug");
    server = await AgentServer.listen({
      port: 0,
      token: TOKEN,
      clientOps: () => new Map([["version", () => ({ agent: "test" })]]),
    });
  });
  after(async () => {
    await server.close();
    restoreLogs();
  });

  it("is welcomed as a client and calls the agent's own ops", async () => {
    const client = await connectClient({ port: server.port, token: TOKEN, name: "test", version: "1" });
    assert.equal(client.welcome.session, server.session);
    assert.deepEqual(await client.call("version"), { agent: "test" });
    await assert.rejects(client.call("snapshot"), { code: "not_ready", message: /^Spoon not connected/ });
    client.close();
  });

  it("fails as Disconnected when the agent refuses the token, and never shows the token", async () => {
    const wrong = "w".repeat(43);
    await assert.rejects(
      connectClient({ port: server.port, token: wrong, name: "test", version: "1" }),
      (error: unknown) => {
        assert.ok(error instanceof Disconnected);
        assert.equal(error.code, "not_ready");
        assert.match(error.message, /401/);
        assert.ok(!error.message.includes(wrong));
        return true;
      },
    );
    const printed = JSON.stringify(logs);
    assert.ok(!printed.includes(wrong) && !printed.includes(TOKEN), "no log line carries a token");
  });

  it("redacts a token in a URL", () => {
    assert.equal(redactToken(`ws://127.0.0.1:1/?token=${TOKEN}&x=1`), "ws://127.0.0.1:1/?token=REDACTED&x=1");
  });
});
