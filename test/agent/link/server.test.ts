import assert from "node:assert/strict";
import { once } from "node:events";
import { request } from "node:http";
import { connect } from "node:net";
import { after, before, describe, it } from "node:test";
import { WebSocket } from "ws";
import { AgentServer, MAX_MESSAGE_BYTES } from "../../../agent/src/link/index.ts";
import { ManualClock } from "../../sim/clock.ts";
import { until } from "../../support/index.ts";

const TOKEN = "t".repeat(43);
const UPGRADE_HEADERS =
  "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n" +
  "Sec-WebSocket-Version: 13\r\n\r\n";

/** Attempts an upgrade and reports the HTTP status the server answered with (101 when accepted). */
async function upgradeStatus(url: string, headers: Record<string, string> = {}, origin?: string): Promise<number> {
  const socket = new WebSocket(url, { headers, ...(origin ? { origin } : {}) });
  const status = await new Promise<number>((resolve) => {
    socket.on("upgrade", (response) => resolve(response.statusCode ?? 0));
    socket.on("unexpected-response", (_req, response) => resolve(response.statusCode ?? 0));
    socket.on("error", () => resolve(-1));
  });
  socket.terminate();
  return status;
}

/** A peer that says hello as the Spoon and answers list_apps, as a stand-in for the real one. */
async function fakeSpoon(server: AgentServer): Promise<WebSocket> {
  const socket = new WebSocket(`ws://127.0.0.1:${server.port}/?token=${TOKEN}`, {
    origin: `http://127.0.0.1:${server.port}`,
  });
  await once(socket, "open");
  socket.on("message", (data) => {
    const message = JSON.parse(String(data));
    if (message.type === "request")
      socket.send(JSON.stringify({ v: 1, type: "response", id: message.id, ok: true, result: { apps: [] } }));
  });
  const connected = once(server, "spoon.connected");
  socket.send(
    JSON.stringify({ v: 1, type: "hello", role: "spoon", name: "Claude", version: "test", ops: ["list_apps"] }),
  );
  await connected;
  return socket;
}

/** A connection that has said hello as a client, for sending bad input. */
async function client(server: AgentServer): Promise<{ socket: WebSocket; next(): Promise<Record<string, any>> }> {
  const socket = new WebSocket(`ws://127.0.0.1:${server.port}/?token=${TOKEN}`);
  const inbox: Record<string, any>[] = [];
  const waiting: ((m: Record<string, any>) => void)[] = [];
  socket.on("message", (data) => {
    const message = JSON.parse(String(data));
    const waiter = waiting.shift();
    if (waiter) waiter(message);
    else inbox.push(message);
  });
  await once(socket, "open");
  const next = () =>
    inbox.length
      ? Promise.resolve(inbox.shift()!)
      : new Promise<Record<string, any>>((resolve) => waiting.push(resolve));
  return { socket, next };
}

/** A stand-in Spoon that counts the requests it gets, and a client that has said hello. */
async function spoonAndClient(server: AgentServer) {
  const spoonSocket = await fakeSpoon(server);
  let count = 0;
  spoonSocket.on("message", (data) => (count += JSON.parse(String(data)).type === "request" ? 1 : 0));
  const peer = await client(server);
  peer.socket.send(JSON.stringify({ v: 1, type: "hello", role: "client", name: "t", version: "1" }));
  await peer.next();
  return { spoonSocket, peer, requests: () => count };
}

describe("agent server", () => {
  let server: AgentServer;
  let base: string;
  before(async () => {
    // Time stands still: a peer that has not said hello yet (as most here) is never dropped by the hello timeout,
    // however long a loaded machine takes between its connect and the test's look at it.
    server = await AgentServer.listen({ port: 0, token: TOKEN, clock: new ManualClock() });
    base = `ws://127.0.0.1:${server.port}/`;
  });
  after(() => server.close());

  it("listens on 127.0.0.1 only", () => {
    assert.equal(server.address, "127.0.0.1");
  });

  it("refuses an upgrade without a token with 401", async () => {
    assert.equal(await upgradeStatus(base), 401);
  });

  it("refuses a wrong token with 401", async () => {
    assert.equal(await upgradeStatus(`${base}?token=${"x".repeat(43)}`), 401);
  });

  it("refuses a foreign Host (DNS rebinding) with 403", async () => {
    assert.equal(await upgradeStatus(`${base}?token=${TOKEN}`, { host: `evil.example:${server.port}` }), 403);
  });

  it("refuses a browser page's Origin with 403", async () => {
    assert.equal(await upgradeStatus(`${base}?token=${TOKEN}`, {}, "https://evil.example"), 403);
    assert.equal(await upgradeStatus(`${base}?token=${TOKEN}`, {}, "http://127.0.0.1:1"), 403);
  });

  it("accepts its own loopback origin, as Hammerspoon's SocketRocket sends it, and localhost", async () => {
    assert.equal(await upgradeStatus(`${base}?token=${TOKEN}`, {}, `http://127.0.0.1:${server.port}`), 101);
    assert.equal(
      await upgradeStatus(`ws://localhost:${server.port}/?token=${TOKEN}`, {}, `http://localhost:${server.port}`),
      101,
    );
  });

  it("answers plain HTTP with 426", async () => {
    const status = await new Promise<number>((resolve) =>
      request(`http://127.0.0.1:${server.port}/`, (res) => resolve(res.statusCode ?? 0)).end(),
    );
    assert.equal(status, 426);
  });

  it("answers malformed JSON and unknown types with an error, and keeps the connection", async () => {
    const peer = await client(server);
    peer.socket.send("{not json");
    const notJson = await peer.next();
    assert.equal(notJson.type, "error");
    assert.equal(notJson.error.code, "bad_message");
    assert.match(notJson.error.message, /not JSON/);
    peer.socket.send(JSON.stringify({ v: 1, type: "launch_missiles" }));
    const unknown = await peer.next();
    assert.match(
      unknown.error.message,
      /unknown message type "launch_missiles"; valid: hello, request, response, error/,
    );
    peer.socket.send(JSON.stringify({ v: 1, type: "request", id: "r1", op: "list_apps", params: {} }));
    const early = await peer.next();
    assert.equal(early.error.code, "not_ready");
    assert.equal(peer.socket.readyState, WebSocket.OPEN);
    peer.socket.close();
  });

  it("accepts binary frames as text (Hammerspoon's ws:send default)", async () => {
    const peer = await client(server);
    peer.socket.send(Buffer.from(JSON.stringify({ v: 1, type: "hello", role: "client", name: "t", version: "1" })), {
      binary: true,
    });
    const welcome = await peer.next();
    assert.equal(welcome.type, "welcome");
    peer.socket.close();
  });

  it("answers a message a byte too large with an error, keeps that connection, keeps serving the Spoon", async () => {
    const spoonSocket = await fakeSpoon(server);
    const big = await client(server);
    big.socket.send(Buffer.alloc(MAX_MESSAGE_BYTES + 1, 0x20));
    const reply = await big.next();
    assert.equal(reply.error.code, "bad_message");
    assert.match(reply.error.message, /^message too large: 16777217 bytes; the limit is 16777216$/);
    assert.equal(big.socket.readyState, WebSocket.OPEN);
    assert.deepEqual(await server.spoon!.call("list_apps"), { apps: [] });
    big.socket.close();
    spoonSocket.close();
  });

  it("survives a request target that is not a URL and a peer that resets while being refused", async () => {
    const raw = connect(server.port, "127.0.0.1");
    await once(raw, "connect");
    raw.write(`GET http://[ HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n${UPGRADE_HEADERS}`);
    const [answer] = await once(raw, "data");
    assert.match(String(answer), /^HTTP\/1\.1 400 Bad Request/);
    raw.destroy();
    for (let i = 0; i < 5; i++) {
      const resetter = connect(server.port, "127.0.0.1");
      await once(resetter, "connect");
      resetter.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n${UPGRADE_HEADERS}`);
      resetter.resetAndDestroy();
    }
    assert.equal(await upgradeStatus(`${base}?token=${TOKEN}`), 101, "still serving");
  });

  it("answers requests named after JavaScript's object members as unknown operations", async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${server.port}/?token=${TOKEN}`);
    await once(socket, "open");
    const replies: Record<string, any>[] = [];
    socket.on("message", (data) => replies.push(JSON.parse(String(data))));
    // The Spoon of the earlier tests lets go of the role; this one is welcomed before it asks anything.
    server.spoon?.close(1000, "reload");
    socket.send(JSON.stringify({ v: 1, type: "hello", role: "spoon", name: "Claude", version: "t", ops: [] }));
    await until(() => replies.length === 1, "the welcome");
    assert.equal(replies[0]!.type, "welcome");
    for (const op of ["valueOf", "constructor", "hasOwnProperty", "toString"])
      socket.send(JSON.stringify({ v: 1, type: "request", id: `spoon-${op}`, op, params: {} }));
    await until(() => replies.length === 5, "the welcome and four answers");
    assert.deepEqual(
      replies.slice(1).map((r) => [r.ok, r.error?.code]),
      Array(4).fill([false, "unknown_op"]),
    );
    socket.close();
  });

  it("relays a client's request to the Spoon once and returns its answer", async () => {
    const { spoonSocket, peer, requests } = await spoonAndClient(server);
    peer.socket.send(JSON.stringify({ v: 1, type: "request", id: "c-1", op: "list_apps", params: [] }));
    const answer = await peer.next();
    assert.deepEqual(answer, { v: 1, type: "response", id: "c-1", ok: true, result: { apps: [] } });
    assert.equal(requests(), 1);
    peer.socket.close();
    spoonSocket.close();
  });

  it("relays only reads and questions: a change to the desktop must come as a plan through execute", async () => {
    const { spoonSocket, peer, requests } = await spoonAndClient(server);
    peer.socket.send(
      JSON.stringify({
        v: 1,
        type: "request",
        id: "c-2",
        op: "close_tab",
        params: { tabs: [{ id: 1, url: "https://a.com/" }] },
      }),
    );
    const answer = await peer.next();
    assert.equal(answer.ok, false);
    assert.equal(answer.error.code, "unknown_op");
    assert.match(
      answer.error.message,
      new RegExp(
        String.raw`^close_tab is not available to clients; valid: snapshot, list_apps, list_tabs, choose, ` +
          String.raw`doctor_report \(changes go through execute`,
      ),
    );
    assert.equal(requests(), 0, "nothing reached the Spoon");
    peer.socket.close();
    spoonSocket.close();
  });

  it("fails a request cut off by the Spoon's disconnect, without retrying it", async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${server.port}/?token=${TOKEN}`);
    await once(socket, "open");
    let seen = 0;
    socket.on("message", (data) => {
      if (JSON.parse(String(data)).type === "request") {
        seen++;
        socket.terminate();
      }
    });
    const connected = once(server, "spoon.connected");
    socket.send(JSON.stringify({ v: 1, type: "hello", role: "spoon", name: "Claude", version: "t", ops: [] }));
    await connected;
    await assert.rejects(server.spoon!.call("list_apps"), {
      code: "disconnected",
      message: /not retried, it may have run/,
    });
    assert.equal(seen, 1);
  });
});
