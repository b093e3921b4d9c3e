import { messageOf } from "../errors/index.ts";
import { createLogger } from "../log/index.ts";
import { nodeCrypto } from "../util/index.ts";
import type { SpoonClient } from "./client.ts";

const log = createLogger("spoon");

/** What a question at the Mac came to when its run was cancelled while it waited: it was taken back. */
export const WITHDRAWN = Symbol("withdrawn");

/**
 * Asks the person at the Mac (`ask` sends the question, under `key` when there is one) as a run that `signal` may
 * cancel: once cancelled, the question is withdrawn (its window or chooser closes) and WITHDRAWN comes back at once,
 * whatever the Spoon answers later; a Spoon that cannot withdraw lets the question time out by itself.
 */
export async function askAtTheMac<T>(
  spoon: SpoonClient,
  signal: AbortSignal | undefined,
  ask: (key: string | undefined) => Promise<T>,
): Promise<T | typeof WITHDRAWN> {
  if (!signal) return ask(undefined);
  if (signal.aborted) return WITHDRAWN;
  const key = nodeCrypto().randomUUID();
  const asking = ask(key);
  let stop = () => {};
  const aborted = new Promise<typeof WITHDRAWN>((resolve) => {
    stop = () => resolve(WITHDRAWN);
    signal.addEventListener("abort", stop, { once: true });
  });
  try {
    const answer = await Promise.race([asking, aborted]);
    if (!signal.aborted) return answer;
    void asking.catch(() => undefined);
    void withdraw(spoon, key);
    return WITHDRAWN;
  } finally {
    signal.removeEventListener("abort", stop);
  }
}

/** Takes back the question asked under `key`; a Spoon that cannot is only logged (the question times out itself). */
async function withdraw(spoon: SpoonClient, key: string): Promise<void> {
  const why = await spoon.call("withdraw_question", { key }).then(
    (withdrawn) => (withdrawn.ok ? undefined : withdrawn.error.message),
    (error: unknown) => messageOf(error),
  );
  if (why !== undefined) log.warn("could not withdraw the question at the Mac", { error: why });
}
