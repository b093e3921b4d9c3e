import { checkCommandText, notDoneMessage, runCommand, type DesktopSession } from "../app/index.ts";
import type { Snapshot } from "../contract/index.ts";
import type { PlannedEnvelope } from "../registry/index.ts";
import { rejected } from "../exec/index.ts";
import { plainLine } from "../util/index.ts";
import { choiceLines, clarifier } from "./clarify.ts";
import { openDesktop } from "./desktop.ts";
import { EXIT } from "./exit.ts";
import { cancelOnInterrupt, endCancelled } from "./interrupt.ts";
import { planLines, printJsonRejection, printOutput, type ExecOutput } from "./output.ts";
import { printErr, printOut } from "./print.ts";
import { progressLine, type ProgressStream } from "./progress.ts";

interface RunArgs {
  offline: boolean;
  yes: boolean;
  json: boolean;
  command: string;
  env?: NodeJS.ProcessEnv;
  /** True once the person pressed Ctrl-C. */
  cancelled?: () => boolean;
  /** Where the progress line goes while Claude plans (default stderr: shown only when it is a terminal). */
  progress?: ProgressStream;
}

/** What `run` does on a desktop: plan, ask when it must (not with --json), execute; the output and exit status. */
export async function runOnDesktop(
  desktop: DesktopSession,
  args: RunArgs,
): Promise<{ output: ExecOutput; code: number; before?: Snapshot }> {
  const notice = (text: string) => printErr(`hs-claude: ${text}\n`);
  // With --json nothing is asked: the clarification is printed and the exit status is 3.
  const clarify = args.json ? undefined : clarifier(desktop.spoon);
  const onPlan = (plan: PlannedEnvelope) => {
    if (!args.json) printOut(`${planLines(plan.commands, plan.source)}\n`);
  };
  // At a terminal, a line says Claude is planning (seconds of silence otherwise); --json's reader wants only JSON.
  const line = progressLine(args.progress ?? process.stderr);
  const onClaudePlanning = () => (args.json ? () => {} : line.start("planning with Claude"));
  const { offline, yes, env, cancelled } = args;
  const options = { offline, yes, clarify, notice, onPlan, env, onClaudePlanning, ...(cancelled ? { cancelled } : {}) };
  const outcome = await runCommand(args.command, desktop.runner, options);
  if (outcome.kind === "unplanned") {
    return {
      output: { plan: null, result: rejected(outcome.error.message, "api"), after: outcome.before },
      code: EXIT.failed,
    };
  }
  if (outcome.kind === "clarify" && outcome.envelope.cannot) {
    const { envelope, before } = outcome;
    const result = rejected(notDone(envelope, offline), envelope.cannot === "here" ? "action" : "validation");
    return { output: { plan: envelope, result, after: before }, code: EXIT.failed };
  }
  if (outcome.kind === "clarify") {
    const { envelope, before } = outcome;
    const choices = envelope.candidates?.length ? `\n${choiceLines(envelope.candidates)}` : "";
    const result = rejected(
      `the plan needs clarification: ${plainLine(String(envelope.clarification_reason))}${choices}`,
    );
    return { output: { plan: envelope, result, after: before }, code: EXIT.clarify };
  }
  const output = { plan: outcome.envelope, result: outcome.result, after: outcome.after };
  // The words were understood: what the desktop or config.json did not allow (nothing is called that, a denied app)
  // is a command not done (1), not bad input (2), which is what the person typed that the CLI could not take.
  return { output, code: outcome.result.success ? EXIT.done : EXIT.failed, before: outcome.before };
}

/**
 * Why a plan that asks nothing was not made: what this desktop lacks, or that the words need Claude (and how to have
 * it plan them).
 */
function notDone(envelope: PlannedEnvelope, offline: boolean): string {
  return notDoneMessage(
    envelope,
    offline ? "run it without --offline" : "set ANTHROPIC_API_KEY (or run hs-claude key set)",
  );
}

/** `hs-claude run`: plans the command against the desktop as it is, asks when it must, then executes. */
export async function run(args: RunArgs & { sim: string | true | undefined }): Promise<number> {
  checkCommandText(args.command);
  const desktop = await openDesktop(args.sim);
  const interrupt = cancelOnInterrupt(desktop);
  try {
    const { output, code, before } = await runOnDesktop(desktop, { ...args, cancelled: interrupt.cancelled });
    if (interrupt.cancelled() && !output.result.success) return endCancelled(output, args.json, before);
    printOutput(output, args.json, before);
    if (args.json) printJsonRejection(output, code);
    return code;
  } finally {
    interrupt.dispose();
    await desktop.close();
  }
}
