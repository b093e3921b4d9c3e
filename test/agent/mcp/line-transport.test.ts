import assert from "node:assert/strict";
import { PassThrough } from "node:stream";
import { describe, it } from "node:test";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { LineTransport, MAX_MESSAGE_BYTES } from "../../../agent/src/mcp/index.ts";

/** A transport over two pipes: what it delivered, what it wrote back (each line parsed), and whether it closed. */
async function opened(maxBytes?: number) {
  const [input, output] = [new PassThrough(), new PassThrough()];
  const transport = new LineTransport(input, output, maxBytes);
  const delivered: JSONRPCMessage[] = [];
  const state = { closed: false };
  transport.onmessage = (message) => delivered.push(message);
  transport.onclose = () => (state.closed = true);
  await transport.start();
  let written = "";
  output.on("data", (chunk: Buffer) => (written += chunk.toString("utf8")));
  const answers = () =>
    written
      .split("\n")
      .filter((line) => line !== "")
      .map((line) => JSON.parse(line) as { id?: unknown; error?: { code: number; message: string } });
  return { input, transport, delivered, answers, state };
}

const ping = (id: number) => `${JSON.stringify({ jsonrpc: "2.0", id, method: "ping" })}\n`;
/** A request the way the SDK's client writes one: its id last. */
const huge = (id: number, bytes: number) =>
  `{"method":"tools/call","params":{"name":"type_text","arguments":{"text":"${"x".repeat(bytes)}"}},` +
  `"jsonrpc":"2.0","id":${id}}\n`;

describe("the MCP server's line transport", () => {
  it("takes 4 MiB as the longest message", () => {
    assert.equal(MAX_MESSAGE_BYTES, 4 * 1024 * 1024);
  });

  it("answers a message over the limit with an error to its id, and reads the next one", async () => {
    const { input, delivered, answers } = await opened(256);
    const line = huge(7, 2000);
    // In pieces, as a pipe gives it.
    for (let at = 0; at < line.length; at += 300) input.write(line.slice(at, at + 300));
    input.write(`{"jsonrpc":"2.0","id":"first","method":"ping","params":{"pad":"${"y".repeat(400)}"}}\n`);
    input.write(ping(8));
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(
      answers().map((answer) => [answer.id, answer.error?.code]),
      [
        [7, -32600],
        ["first", -32600],
      ],
      "an error to each id, found at the end and at the start",
    );
    assert.match(answers()[0]!.error!.message, /^message of 2\d{3} bytes is over the limit of 256 bytes/);
    assert.deepEqual(delivered, [{ jsonrpc: "2.0", id: 8, method: "ping" }], "the message after them");
  });

  it("answers a line that is no JSON, or no JSON-RPC message, and reads on", async () => {
    const { input, delivered, answers } = await opened();
    input.write('{"jsonrpc":"2.0","id":3,"method"\n');
    input.write('{"id":4,"hello":"there"}\n\n');
    input.write(ping(5).replace("\n", "\r\n"));
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(
      answers().map((answer) => [answer.id, answer.error?.code]),
      [
        [undefined, -32700],
        [4, -32600],
      ],
      "a parse error (no id to tell), an invalid request to its id",
    );
    assert.deepEqual(delivered, [{ jsonrpc: "2.0", id: 5, method: "ping" }], "the message after them");
  });

  it("closes once its input ends, the client gone, even after a message over the limit", async () => {
    const { input, state } = await opened(16);
    input.write(huge(1, 100));
    input.end();
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(state.closed, true);
  });
});
