import { rejected } from "../exec/index.ts";
import { planCommand, PlanningFailed } from "../planner/route.ts";
import type { PlannedEnvelope } from "../planner/index.ts";
import { chooseCandidate } from "./clarify.ts";
import { EXIT } from "./exit.ts";
import { printOutput } from "./output.ts";
import { openDesktop, type Desktop } from "./desktop.ts";

/** With --json nothing is asked: the clarification is printed and the exit status is 3. */
async function settle(envelope: PlannedEnvelope, json: boolean, desktop: Desktop): Promise<PlannedEnvelope> {
  if (!envelope.needs_clarification || json) return envelope;
  const chosen = await chooseCandidate(envelope, desktop.spoon);
  if (!chosen) return envelope;
  return {
    ...envelope,
    commands: chosen.commands,
    needs_clarification: false,
    clarification_reason: null,
    candidates: undefined,
  };
}

/** `hs-claude run`: plans the command against the desktop as it is, asks when it must, then executes. */
export async function run(args: {
  sim: string | true | undefined;
  offline: boolean;
  yes: boolean;
  json: boolean;
  command: string;
}): Promise<number> {
  const desktop = await openDesktop(args.sim);
  try {
    const before = await desktop.runner.read();
    let envelope: PlannedEnvelope;
    try {
      envelope = await settle(await planCommand(args.command, before, { offline: args.offline }), args.json, desktop);
    } catch (error) {
      if (!(error instanceof PlanningFailed)) throw error;
      printOutput({ plan: null, result: rejected(error.message, "api"), after: before }, args.json);
      return EXIT.failed;
    }
    if (envelope.needs_clarification) {
      const choices = (envelope.candidates ?? []).map((c, i) => `\n  ${i + 1}. ${c.label}`).join("");
      printOutput(
        {
          plan: envelope,
          result: rejected(`the plan needs clarification: ${envelope.clarification_reason}${choices}`),
          after: before,
        },
        args.json,
      );
      return EXIT.clarify;
    }
    const { result, after } = await desktop.runner.execute(envelope, { yes: args.yes, offline: args.offline, before });
    printOutput({ plan: envelope, result, after }, args.json);
    if (result.errorType === "validation") return EXIT.badInput;
    return result.success ? EXIT.done : EXIT.failed;
  } finally {
    await desktop.close();
  }
}
