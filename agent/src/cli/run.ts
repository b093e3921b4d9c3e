import { runCommand } from "../app/index.ts";
import { rejected } from "../exec/index.ts";
import { clarifier } from "./clarify.ts";
import { openDesktop } from "./desktop.ts";
import { EXIT } from "./exit.ts";
import { printOutput } from "./output.ts";

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
    const notice = (text: string) => process.stderr.write(`hs-claude: ${text}\n`);
    // With --json nothing is asked: the clarification is printed and the exit status is 3.
    const clarify = args.json ? undefined : clarifier(desktop.spoon);
    const options = { offline: args.offline, yes: args.yes, clarify, notice };
    const outcome = await runCommand(args.command, desktop.runner, options);
    if (outcome.kind === "unplanned") {
      printOutput({ plan: null, result: rejected(outcome.error.message, "api"), after: outcome.before }, args.json);
      return EXIT.failed;
    }
    if (outcome.kind === "clarify") {
      const { envelope, before } = outcome;
      const choices = (envelope.candidates ?? []).map((c, i) => `\n  ${i + 1}. ${c.label}`).join("");
      const result = rejected(`the plan needs clarification: ${envelope.clarification_reason}${choices}`);
      printOutput({ plan: envelope, result, after: before }, args.json);
      return EXIT.clarify;
    }
    printOutput({ plan: outcome.envelope, result: outcome.result, after: outcome.after }, args.json);
    if (outcome.result.errorType === "validation") return EXIT.badInput;
    return outcome.result.success ? EXIT.done : EXIT.failed;
  } finally {
    await desktop.close();
  }
}
