import type { ProgressNotification } from "@modelcontextprotocol/sdk/types.js";
import { messageOf } from "../errors/index.ts";
import { createLogger } from "../log/index.ts";
import type { Clock } from "../util/index.ts";

const log = createLogger("mcp");

/**
 * How often a call still under way tells a client that asked for progress: well inside the 60 s an SDK client waits
 * by default, while the person may take the approval window's 90 s to decide.
 */
export const PROGRESS_EVERY_MS = 15_000;

/** What a tool call's handler uses of the SDK's extra: the client's cancel, its progress token, a way to notify. */
export interface CallExtra {
  signal: AbortSignal;
  _meta?: { progressToken?: string | number };
  sendNotification(notification: ProgressNotification): Promise<void>;
}

/**
 * Tells the client every PROGRESS_EVERY_MS that the call is still under way (`status` says how it stands), when the
 * client gave a progress token; a client that resets its timeout on progress then waits as long as the call takes.
 * Nothing is sent once the client cancelled (its token is spent) or the returned stop was called.
 */
export function keepClientWaiting(extra: CallExtra, clock: Clock, status: (seconds: number) => string): () => void {
  const token = extra._meta?.progressToken;
  if (token === undefined || extra.signal.aborted) return () => undefined;
  const started = clock.now();
  let beats = 0;
  let timer: unknown;
  const stop = () => {
    clock.clearTimeout(timer);
    extra.signal.removeEventListener("abort", stop);
  };
  const beat = () => {
    beats += 1;
    const message = status(Math.round((clock.now() - started) / 1000));
    const params = { progressToken: token, progress: beats, message };
    extra
      .sendNotification({ method: "notifications/progress", params })
      .catch((error: unknown) => log.warn("could not send progress", { error: messageOf(error) }));
    timer = clock.setTimeout(beat, PROGRESS_EVERY_MS);
  };
  timer = clock.setTimeout(beat, PROGRESS_EVERY_MS);
  extra.signal.addEventListener("abort", stop, { once: true });
  return stop;
}
