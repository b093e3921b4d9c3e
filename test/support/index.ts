import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before } from "node:test";
import { fileURLToPath } from "node:url";
import { prepareHome } from "../../agent/src/store/index.ts";

export const REPO = fileURLToPath(new URL("../..", import.meta.url));
/** The planner's evaluation (eval/README.md): its sets of commands and the desktops they are said on. */
export const EVAL = join(REPO, "eval");
/** Desktop snapshot files of the planner's evaluation (dev-dual.json and dev-laptop.json), used as test desktops. */
export const DESKTOPS = join(EVAL, "desktops");

/**
 * A fresh agent home folder (0700, marked as hs-claude marks a home it made, so a test may put files in it first),
 * removed by the returned cleanup.
 */
export function tempHome(): { path: string; remove(): void } {
  const path = prepareHome(mkdtempSync(join(tmpdir(), "hs-claude-test-")));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

/**
 * A fresh agent home that the suite's CLI calls in this process use (`HS_CLAUDE_HOME`), from its first test to its
 * last; the variable is put back and the folder removed afterwards. Call it in a describe block.
 */
export function homeForSuite(): { readonly path: string } {
  let home: ReturnType<typeof tempHome> | undefined;
  let saved: string | undefined;
  before(() => {
    home = tempHome();
    saved = process.env.HS_CLAUDE_HOME;
    process.env.HS_CLAUDE_HOME = home.path;
  });
  after(() => {
    if (saved === undefined) delete process.env.HS_CLAUDE_HOME;
    else process.env.HS_CLAUDE_HOME = saved;
    home?.remove();
  });
  return {
    get path() {
      if (!home) throw new Error("homeForSuite's path is there only while the suite's tests run");
      return home.path;
    },
  };
}

/** Longer than anything a test waits for takes, even on a loaded machine: past it the wait has failed. */
const GIVE_UP_MS = 30_000;
/** Event-loop turns in a row to look again at once: what this process itself does arrives within them. */
const EAGER_TURNS = 100;
/** Then how often to look again: another process (a CLI, the agent) takes milliseconds, and waiting costs no CPU. */
const POLL_MS = 2;

/**
 * Lets socket, task and process events run until `done()` holds. It looks again after each event-loop turn for a
 * while, then every few milliseconds, never busy: a loaded machine slows what is awaited but never fails the wait,
 * which gives up only when the awaited thing never happens (then it throws, naming what it waited for).
 */
export async function until(done: () => boolean, what: string): Promise<void> {
  const started = performance.now();
  for (let turn = 0; !done(); turn++) {
    if (performance.now() - started > GIVE_UP_MS) throw new Error(`gave up waiting: ${what}`);
    await new Promise((resolve) => (turn < EAGER_TURNS ? setImmediate(resolve) : setTimeout(resolve, POLL_MS)));
  }
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
export { savedEnvironment } from "./environment.ts";
