import type { StepOutcome, Tier } from "../commands/index.ts";
import { Disconnected, LinkTimeout, type HsClaudeError } from "../errors/index.ts";
import { stepWords, type Command } from "../registry/index.ts";
import type { OpOutcome, SpoonClient } from "../spoon/index.ts";

/** A reply that never came: the operation was sent, and may or may not have run (not "no Spoon to send it to"). */
const isLost = (error: HsClaudeError): boolean =>
  error instanceof LinkTimeout || (error instanceof Disconnected && error.code === "disconnected");

/** The step's Spoon, watched for a reply that was lost: `lost()` is the first such failure, if any. */
export function watchReplies(spoon: SpoonClient): { spoon: SpoonClient; lost(): HsClaudeError | undefined } {
  let lost: HsClaudeError | undefined;
  const seen = async <R>(outcome: Promise<OpOutcome<R>>): Promise<OpOutcome<R>> => {
    const settled = await outcome;
    if (!settled.ok && isLost(settled.error)) lost ??= settled.error;
    return settled;
  };
  const watched: SpoonClient = {
    call: (op, params) => seen(spoon.call(op, params)),
    async read(op, params) {
      const outcome = await watched.call(op, params);
      if (!outcome.ok) throw outcome.error;
      return outcome.value;
    },
    callApp: (op, params) => seen(spoon.callApp(op, params)),
  };
  return { spoon: watched, lost: () => lost };
}

/**
 * A write or destructive step whose reply was lost may have happened: it is told so, naming what, and never sent
 * again (the executor retries nothing; a person who runs it again decides so after looking). Any other step's
 * outcome stays as it was.
 */
export function maybeHappened(
  command: Command,
  tier: Tier | undefined,
  lost: HsClaudeError | undefined,
  outcome: StepOutcome,
): StepOutcome {
  if (outcome.ok || lost === undefined || (tier !== "write" && tier !== "destructive")) return outcome;
  const message =
    `may have happened: ${stepWords(command)}. Its answer was lost (${lost.message}); ` +
    "it was not repeated: look before running it again";
  return {
    ok: false,
    message,
    errorType: "timeout",
    ...(outcome.result === undefined ? {} : { result: outcome.result }),
  };
}
