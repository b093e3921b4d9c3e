import type { DesktopSession } from "../app/index.ts";
import type { Snapshot } from "../contract/index.ts";
import { messageOf } from "../errors/index.ts";
import { onQuestionCancelled } from "../exec/index.ts";
import { EXIT } from "./exit.ts";
import { printOutput, type ExecOutput } from "./output.ts";
import { printErr } from "./print.ts";

/** What a command the person cancelled before anything ran says. */
export const CANCELLED = "cancelled, nothing changed";

/**
 * Ctrl-C while a command runs: the first stops it before its next step (a run in the agent too, told
 * before this says so), and the result is printed as usual; a second leaves at once (exit 130). Ctrl-C or
 * Ctrl-D at a question (which to choose, whether to allow) cancels the command the same way.
 */
export function cancelOnInterrupt(desktop: DesktopSession): { cancelled: () => boolean; dispose(): void } {
  let cancelled = false;
  /** Tells the agent to stop this session's runs; false (having said why) when it could not be told. */
  const tellAgent = () =>
    (desktop.cancel?.() ?? Promise.resolve()).then(
      () => true,
      (error: unknown) => (printErr(`hs-claude: could not cancel: ${messageOf(error)}\n`), false),
    );
  const interrupted = () => {
    if (cancelled) process.exit(EXIT.cancelled);
    cancelled = true;
    void tellAgent().then(
      (told) => told && printErr("hs-claude: cancelling: it stops before its next step (Ctrl-C again to quit now)\n"),
    );
  };
  // The question was answered "no" already: nothing after it runs, and the command ends at once.
  const questionCancelled = () => {
    if (!cancelled) void tellAgent();
    cancelled = true;
  };
  process.on("SIGINT", interrupted);
  const stopListening = onQuestionCancelled(questionCancelled);
  return {
    cancelled: () => cancelled,
    dispose: () => {
      process.off("SIGINT", interrupted);
      stopListening();
    },
  };
}

/**
 * The end of a command the person cancelled that did not get done: the output as usual (JSON, or what ran and what
 * did not), or, when nothing ran, "cancelled, nothing changed"; exit 130.
 */
export function endCancelled(output: ExecOutput, json: boolean, before?: Snapshot): number {
  const { steps, observed = [] } = output.result;
  const ran = [...steps, ...observed].some((step) => step.status === "done");
  if (json || ran) printOutput(output, json, before);
  if (!ran) printErr(`hs-claude: ${CANCELLED}\n`);
  return EXIT.cancelled;
}
