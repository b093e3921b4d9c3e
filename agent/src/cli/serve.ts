import { HsClaudeError } from "../errors/index.ts";
import { once } from "node:events";
import { join } from "node:path";
import { AgentServer } from "../link/index.ts";
import type { SpoonConnection } from "../link/index.ts";
import { agentHome, ensureToken } from "../store/index.ts";
import { agentService, spoonRequests } from "../app/index.ts";
import { runPages } from "../report/index.ts";

/** `hs-claude serve`: the agent server for the Spoon, until interrupted. */
export async function serve(port: number): Promise<number> {
  const home = agentHome();
  const token = ensureToken(home);
  const server = await AgentServer.listen({
    port,
    token,
    clientOps: (self) => agentService({ spoon: () => self.spoon, home }),
    spoonHandlers: (self) => spoonRequests({ spoon: () => self.spoon, home }),
    pages: runPages(home),
  }).catch((error: NodeJS.ErrnoException) => {
    throw new HsClaudeError(
      error.code === "EADDRINUSE"
        ? `port ${port} is in use: is another hs-claude serve running? Try --port N`
        : error.message,
      "action",
    );
  });
  console.log(`hs-claude agent listening on ${server.url} (token in ${join(home, "token")})`);
  server.on("spoon.connected", (spoon: SpoonConnection) =>
    console.log(`Spoon connected: ${spoon.hello.name} ${spoon.hello.version}`),
  );
  server.on("spoon.disconnected", (reason: string) =>
    console.log(`Spoon disconnected (${reason}); it reconnects by itself`),
  );
  await Promise.race([once(process, "SIGINT"), once(process, "SIGTERM")]);
  await server.close();
  return 0;
}
