import { Writable } from "node:stream";
import { isExpected } from "../errors/index.ts";
import { createMcpServer, desktopWhenAsked, fixedDesktop, LineTransport, type DesktopSource } from "../mcp/index.ts";
import { openDesktop } from "./desktop.ts";
import { EXIT } from "./exit.ts";
import { printErr } from "./print.ts";
import { useHome, watchedConfig, type Config } from "../store/index.ts";

/**
 * Takes stdout for the protocol alone: the stream returned writes to it; anything else this process writes there
 * (a stray print, a library's log) goes to stderr, where it cannot break a client's reading.
 */
function protocolStdout(): { protocol: Writable; restore(): void } {
  const { stdout } = process;
  const write = stdout.write.bind(stdout);
  const toStderr = ((chunk: unknown, ...rest: unknown[]) =>
    (process.stderr.write as (...args: unknown[]) => boolean)(chunk, ...rest)) as typeof stdout.write;
  stdout.write = toStderr;
  const protocol = new Writable({
    write: (chunk: Buffer, _encoding, done) => void write(chunk, (error) => done(error ?? null)),
  });
  return { protocol, restore: () => void (stdout.write = write) };
}

/**
 * The simulated Mac, started now (a broken FILE ends the command), or the running agent, reached by the first call
 * and again after it restarts: a client starts the server when it starts, perhaps before the agent.
 */
async function desktopFor(sim: string | true | undefined, notice: (text: string) => void): Promise<DesktopSource> {
  // Nobody answers at this process's terminal: stdin is the client's.
  if (sim !== undefined) return fixedDesktop(await openDesktop(sim, { terminal: false }));
  const desktop = desktopWhenAsked(() => openDesktop(undefined, { terminal: false }));
  await desktop.session().catch((error: unknown) => {
    if (!isExpected(error)) throw error;
    notice(`${error.message}; each call tries again`);
  });
  return desktop;
}

/**
 * `hs-claude mcp`: an MCP server on stdio over the running agent (or, with --sim, a simulated Mac of its own),
 * until the client closes stdin; then the desktop is let go and it exits 0.
 */
export async function mcp(args: { sim: string | true | undefined; yes: boolean }): Promise<number> {
  const { protocol, restore } = protocolStdout();
  try {
    const notice = (text: string) => printErr(`hs-claude mcp: ${text}\n`);
    const desktop = await desktopFor(args.sim, notice);
    // The person's config.json, read again once it changed (apps.deny hides a denied app's tools at once).
    let watched: (() => Config) | undefined;
    const config = () => (watched ??= watchedConfig(useHome()))();
    const server = createMcpServer({ desktop, yes: args.yes, notice, config });
    // Stdin's end closes the transport (the client went), and the server ends with it.
    const closed = new Promise<void>((resolve) => (server.onclose = resolve));
    try {
      await server.connect(new LineTransport(process.stdin, protocol));
      notice(`serving ${args.sim ? "a simulated Mac" : "the running agent's Mac"} on stdio`);
      await closed;
    } finally {
      await server.close();
      await desktop.close();
    }
    return EXIT.done;
  } finally {
    restore();
  }
}
