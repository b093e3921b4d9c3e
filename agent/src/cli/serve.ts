import { HsClaudeError } from "../errors/index.ts";
import { once, type EventEmitter } from "node:events";
import { join } from "node:path";
import { AgentServer } from "../link/index.ts";
import type { SpoonConnection } from "../link/index.ts";
import { checkedHome, ensureToken } from "../store/index.ts";
import { AppService, clientRequests, spoonRequests } from "../app/index.ts";
import { runPages } from "../report/index.ts";
import { plainLine } from "../util/index.ts";
import { printOut } from "./print.ts";
import { closeRunsLeftOpen } from "./runs-left-open.ts";

/** The Spoon coming and going, one line each: its name and version are what its hello said, so plain text only. */
export function announceSpoon(server: EventEmitter): void {
  server.on("spoon.connected", ({ hello }: SpoonConnection) =>
    printOut(`Spoon connected: ${plainLine(hello.name)} ${plainLine(hello.version)}\n`),
  );
  server.on("spoon.disconnected", (reason: string) =>
    printOut(`Spoon disconnected (${plainLine(reason)}); it reconnects by itself\n`),
  );
}

/** `hs-claude serve`: the agent server for the Spoon, until interrupted. */
export async function serve(port: number): Promise<number> {
  const home = checkedHome();
  const token = ensureToken(home);
  // One service for the home, whichever side asks first: the clients and the Spoon share its runs and files.
  let service: AppService | undefined;
  const serviceOf = (server: AgentServer) => (service ??= new AppService({ spoon: () => server.spoon, home }));
  const server = await AgentServer.listen({
    port,
    token,
    clientOps: (self) => clientRequests(serviceOf(self)),
    spoonHandlers: (self) => spoonRequests(serviceOf(self)),
    pages: runPages(home),
  }).catch((error: NodeJS.ErrnoException) => {
    throw new HsClaudeError(
      error.code === "EADDRINUSE"
        ? `port ${port} is in use: is another hs-claude serve running? Try --port N`
        : error.message,
      "action",
    );
  });
  closeRunsLeftOpen(() => serviceOf(server).closeUnfinishedRuns(), "stdout", "log");
  printOut(`hs-claude agent listening on ${server.url} (token in ${plainLine(join(home, "token"))})\n`);
  announceSpoon(server);
  await Promise.race([once(process, "SIGINT"), once(process, "SIGTERM")]);
  await server.close();
  return 0;
}
