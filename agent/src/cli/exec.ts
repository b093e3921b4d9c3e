import { parseEnvelope } from "../commands/index.ts";
import { messageOf } from "../errors/index.ts";
import { rejected } from "../exec/index.ts";
import { readContract } from "./contract-input.ts";
import { openDesktop } from "./desktop.ts";
import { EXIT } from "./exit.ts";
import { printOutput } from "./output.ts";

/** `hs-claude exec`: checks the whole envelope, runs it, and reports the result and the desktop after. */
export async function exec(args: {
  sim: string | true | undefined;
  json: boolean;
  yes: boolean;
  contract: string;
}): Promise<number> {
  let raw: unknown;
  let readError: string | undefined;
  try {
    raw = readContract(args.contract);
  } catch (error) {
    readError = messageOf(error);
  }
  const desktop = await openDesktop(args.sim);
  try {
    const before = await desktop.runner.read();
    const checked = readError === undefined ? parseEnvelope(raw) : { ok: false as const, error: readError };
    if (!checked.ok) {
      printOutput({ plan: raw ?? null, result: rejected(`rejected: ${checked.error}`), after: before }, args.json);
      return EXIT.badInput;
    }
    const { result, after } = await desktop.runner.execute(checked.envelope, { yes: args.yes, offline: false, before });
    printOutput({ plan: checked.envelope, result, after }, args.json);
    if (checked.envelope.needs_clarification) return EXIT.clarify;
    if (result.errorType === "validation") return EXIT.badInput;
    return result.success ? EXIT.done : EXIT.failed;
  } finally {
    await desktop.close();
  }
}
