import type { DesktopSession } from "../app/index.ts";
import { Disconnected, messageOf } from "../errors/index.ts";
import { createLogger } from "../log/index.ts";

const log = createLogger("mcp");

/** The desktop the server's calls act on: the session for the next call, told when a call found it gone. */
export interface DesktopSource {
  session(): Promise<DesktopSession>;
  /** A call failed with `error`: when it says the desktop went away, the next call opens it again. */
  failed(error: unknown): void;
  close(): Promise<void>;
}

/** One session for the server's life (a simulated Mac in this process: opening another would be another Mac). */
export function fixedDesktop(session: DesktopSession): DesktopSource {
  return { session: async () => session, failed: () => undefined, close: () => session.close() };
}

/**
 * The running agent, reached when a call first needs it and again after it went away (it was not started yet, or it
 * restarted): a client such as Claude Desktop starts the server once and keeps it for hours.
 */
export function desktopWhenAsked(open: () => Promise<DesktopSession>): DesktopSource {
  let opening: Promise<DesktopSession> | undefined;
  const drop = () => {
    const gone = opening;
    opening = undefined;
    void gone?.then(
      (session) => session.close(),
      () => undefined,
    );
  };
  const reach = () => {
    const started = open();
    opening = started;
    // A failed open is tried again by the next call.
    started.catch(() => opening === started && (opening = undefined));
    return started;
  };
  return {
    session: async () => {
      const known = await opening?.catch(() => undefined);
      if (known && known.isOpen?.() !== false) return known;
      // The agent went away since the last call (it restarted): nothing was sent on that link, so reach it again.
      if (known) drop();
      return reach();
    },
    failed: (error) => {
      if (!(error instanceof Disconnected)) return;
      log.info("the desktop went away: the next call reaches it again", { error: messageOf(error) });
      drop();
    },
    close: async () => {
      const last = opening;
      opening = undefined;
      await last?.then(
        (session) => session.close(),
        () => undefined,
      );
    },
  };
}
