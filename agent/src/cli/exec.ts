import { parseEnvelope, type Envelope, type Snapshot } from "../contract/index.ts";
import { executeEnvelope, personApprover, readSnapshot, rejected, type ExecResult } from "../exec/index.ts";
import { loadConfig } from "../store/config.ts";
import { agentHome } from "../store/home.ts";
import { readContract } from "./contract-input.ts";
import { openDesktop } from "./desktop.ts";

import { EXIT } from "./exit.ts";

interface ExecOutput {
  plan: Envelope | unknown;
  result: ExecResult;
  after: Snapshot;
}

function print(output: ExecOutput, json: boolean): void {
  if (json) {
    process.stdout.write(`${JSON.stringify(output, null, 2)}\n`);
    return;
  }
  if (output.result.success) process.stdout.write(`${output.result.message}\n`);
  else process.stderr.write(`hs-claude: ${output.result.error ?? output.result.message}\n`);
}

/** `hs-claude exec`: checks the whole envelope, runs it, and reports the result and the desktop after. */
export async function exec(args: { sim: string | true | undefined; json: boolean; yes: boolean; contract: string }): Promise<number> {
  let raw: unknown;
  let readError: string | undefined;
  try {
    raw = readContract(args.contract);
  } catch (error) {
    readError = (error as Error).message;
  }
  const config = loadConfig(agentHome());
  const desktop = await openDesktop(args.sim);
  try {
    const checked = readError === undefined ? parseEnvelope(raw) : { ok: false as const, error: readError };
    if (!checked.ok) {
      const after = await readSnapshot(desktop.spoon, desktop.presets.list());
      print({ plan: raw ?? null, result: rejected(`rejected: ${checked.error}`), after }, args.json);
      return EXIT.badInput;
    }
    const before = await readSnapshot(desktop.spoon, desktop.presets.list());
    const approve = personApprover({ yes: args.yes, spoon: desktop.spoon });
    const result = await executeEnvelope(checked.envelope, { spoon: desktop.spoon, presets: desktop.presets, config, approve, before });
    const after = await readSnapshot(desktop.spoon, desktop.presets.list());
    print({ plan: checked.envelope, result, after }, args.json);
    if (checked.envelope.needs_clarification) return EXIT.clarify;
    if (result.errorType === "validation") return EXIT.badInput;
    return result.success ? EXIT.done : EXIT.failed;
  } finally {
    await desktop.close();
  }
}
