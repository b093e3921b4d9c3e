import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const REPO = fileURLToPath(new URL("../..", import.meta.url));
export const SHARED = join(REPO, "..", "shared");
export const DESKTOPS = join(SHARED, "eval", "desktops");

/** A fresh agent home folder, removed by the returned cleanup. */
export function tempHome(): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), "hs-claude-test-"));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

/**
 * Lets socket and task events run until `done()` holds: it yields to the event loop (setImmediate),
 * never sleeps, and gives up after a bounded number of turns so a broken test fails instead of hanging.
 */
export async function until(done: () => boolean, what: string, turns = 20_000): Promise<void> {
  for (let i = 0; i < turns; i++) {
    if (done()) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`gave up waiting: ${what}`);
}

/** A loopback port that was free a moment ago, for a process that must be told its port. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A client of the agent's ops that stays connected for the whole request. */
export const STAYING_CLIENT = { gone: new AbortController().signal };
