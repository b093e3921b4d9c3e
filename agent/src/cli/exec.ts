import { parseEnvelope } from "../contract/index.ts";
import { executeEnvelope, rejected } from "../exec/index.ts";
import { readContract } from "./contract-input.ts";
import { EXIT } from "./exit.ts";
import { printOutput } from "./output.ts";
import { openSession } from "./session.ts";

/** `hs-claude exec`: checks the whole envelope, runs it, and reports the result and the desktop after. */
export async function exec(args: { sim: string | true | undefined; json: boolean; yes: boolean; contract: string }): Promise<number> {
  let raw: unknown;
  let readError: string | undefined;
  try {
    raw = readContract(args.contract);
  } catch (error) {
    readError = (error as Error).message;
  }
  const session = await openSession(args.sim);
  try {
    const before = await session.read();
    const checked = readError === undefined ? parseEnvelope(raw) : { ok: false as const, error: readError };
    if (!checked.ok) {
      printOutput({ plan: raw ?? null, result: rejected(`rejected: ${checked.error}`), after: before }, args.json);
      return EXIT.badInput;
    }
    const result = await executeEnvelope(checked.envelope, session.context(before, { yes: args.yes, offline: false }));
    printOutput({ plan: checked.envelope, result, after: await session.read() }, args.json);
    if (checked.envelope.needs_clarification) return EXIT.clarify;
    if (result.errorType === "validation") return EXIT.badInput;
    return result.success ? EXIT.done : EXIT.failed;
  } finally {
    await session.close();
  }
}
