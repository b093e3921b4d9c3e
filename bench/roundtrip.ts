/**
 * Round trip of one operation, agent → Spoon (the real bundle in the simulator) → agent, beside a
 * raw WebSocket echo on the same machine in the same run: what the link and the Spoon add.
 */
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { WebSocket, WebSocketServer } from "ws";
import { startSimMac } from "../test/sim/index.ts";
import { DESKTOPS, tempHome } from "../test/support/index.ts";
import { ms, summary, timeEach } from "./stats.ts";

type Figure = ReturnType<typeof summary>;

const COUNT = 1000;
const WARMUP = 100;

async function echoRoundTrip(message: string): Promise<number[]> {
  const server = new WebSocketServer({ host: "127.0.0.1", port: 0 });
  await once(server, "listening");
  server.on("connection", (socket) => socket.on("message", (data) => socket.send(String(data))));
  const client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  await once(client, "open");
  const samples = await timeEach(COUNT, WARMUP, async () => {
    const reply = once(client, "message");
    client.send(message);
    await reply;
  });
  client.close();
  server.close();
  return samples;
}

export async function benchRoundTrip(): Promise<{ operation: Figure; echo: Figure }> {
  const home = tempHome();
  const session = await startSimMac({ desktop: join(DESKTOPS, "dev-dual.json"), home: home.path });
  try {
    const operation = summary(await timeEach(COUNT, WARMUP, () => session.agent!.connection.call("list_apps")));
    const request = JSON.stringify({ v: 1, type: "request", id: "bench-1", op: "list_apps", params: {} });
    const echo = summary(await echoRoundTrip(request));
    console.log(
      `list_apps round trip (agent → simulated Spoon → agent), ${COUNT} calls: ` +
        `p50 ${ms(operation.p50)}, p99 ${ms(operation.p99)}`,
    );
    console.log(
      `raw ws echo round trip, same run, ${COUNT} calls:                 p50 ${ms(echo.p50)}, p99 ${ms(echo.p99)}`,
    );
    console.log(
      `ratio operation/echo: p50 ${(operation.p50 / echo.p50).toFixed(1)}x, ` +
        `p99 ${(operation.p99 / echo.p99).toFixed(1)}x`,
    );
    return { operation, echo };
  } finally {
    await session.close();
    home.remove();
  }
}
