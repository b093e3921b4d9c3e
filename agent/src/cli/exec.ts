import { executeGiven, type DesktopSession } from "../app/index.ts";
import { parseEnvelope } from "../registry/index.ts";
import type { Snapshot } from "../contract/index.ts";
import { isExpected, messageOf } from "../errors/index.ts";
import { rejected } from "../exec/index.ts";
import { fileSize, readContract } from "./contract-input.ts";
import { openDesktop } from "./desktop.ts";
import { EXIT } from "./exit.ts";
import { cancelOnInterrupt, endCancelled } from "./interrupt.ts";
import { printJsonRejection, printOutput, type ExecOutput } from "./output.ts";
import { printErr, printJson } from "./print.ts";

/** CONTRACT as read: the value, or why it could not be read. */
export type ContractInput = { ok: true; value: unknown } | { ok: false; error: string };

/** An envelope larger than this is no plan a person or a model wrote. */
export const MAX_CONTRACT_BYTES = 1024 * 1024;

export function readContractInput(argument: string): ContractInput {
  const bytes = argument.startsWith("@") ? fileSize(argument.slice(1)) : Buffer.byteLength(argument);
  if (bytes !== undefined && bytes > MAX_CONTRACT_BYTES) {
    return { ok: false, error: `CONTRACT is ${bytes} bytes; the limit is ${MAX_CONTRACT_BYTES} (1 MiB)` };
  }
  try {
    return { ok: true, value: readContract(argument) };
  } catch (error) {
    return { ok: false, error: messageOf(error) };
  }
}

/** What `exec` does once it has a desktop: check the whole envelope, run it, read the desktop after. */
export async function execContract(
  desktop: DesktopSession,
  contract: ContractInput,
  options: { yes: boolean; cancelled?: () => boolean },
): Promise<{ output: ExecOutput; code: number; before: Snapshot }> {
  const before = await desktop.runner.read();
  const checked = contract.ok ? parseEnvelope(contract.value, true) : contract;
  if (!checked.ok) {
    const plan = contract.ok ? contract.value : null;
    const output = { plan, result: rejected(`rejected: ${checked.error}`), after: before };
    return { output, code: EXIT.badInput, before };
  }
  const trail = desktop.runner.trail("cli");
  trail.record("command", { source: "cli", envelope: true });
  const { result, after } = await executeGiven(desktop.runner, checked.envelope, {
    yes: options.yes,
    before,
    trail,
    ...(options.cancelled ? { cancelled: options.cancelled } : {}),
  });
  const output = { plan: checked.envelope, result, after };
  if (checked.envelope.needs_clarification) return { output, code: EXIT.clarify, before };
  if (result.errorType === "validation") return { output, code: EXIT.badInput, before };
  return { output, code: result.success ? EXIT.done : EXIT.failed, before };
}

/**
 * An envelope of the wrong shape, refused before anything connects: exit 2, said on stderr; with --json the one
 * object too, `after` the desktop as it stands when there is one to read, else null.
 */
async function refuse(contract: ContractInput, error: string, args: { sim: string | true | undefined; json: boolean }) {
  const result = rejected(`rejected: ${error}`);
  if (args.json) {
    const after = await openDesktop(args.sim).then(
      async (desktop) => desktop.runner.read().finally(() => desktop.close()),
      (failure: unknown) => (isExpected(failure) ? null : Promise.reject(failure)),
    );
    printJson({ plan: contract.ok ? contract.value : null, result, after }, 2);
  }
  printErr(`hs-claude: ${result.error}\n`);
  return EXIT.badInput;
}

/** `hs-claude exec`: checks the whole envelope, runs it, and reports the result and the desktop after. */
export async function exec(args: {
  sim: string | true | undefined;
  json: boolean;
  yes: boolean;
  contract: string;
}): Promise<number> {
  const contract = readContractInput(args.contract);
  const checked = contract.ok ? parseEnvelope(contract.value, true) : contract;
  if (!checked.ok) return refuse(contract, checked.error, args);
  const desktop = await openDesktop(args.sim);
  const interrupt = cancelOnInterrupt(desktop);
  try {
    const { cancelled } = interrupt;
    const { output, code, before } = await execContract(desktop, contract, { yes: args.yes, cancelled });
    if (interrupt.cancelled() && !output.result.success) return endCancelled(output, args.json, before);
    printOutput(output, args.json, before);
    if (args.json) printJsonRejection(output, code);
    return code;
  } finally {
    interrupt.dispose();
    await desktop.close();
  }
}
