import type { Snapshot } from "../contract/index.ts";
import type { ExecResult } from "../exec/index.ts";

/** What `exec --json` and `run --json` print (SPEC section 9). */
export interface ExecOutput {
  plan: unknown;
  result: ExecResult;
  after: Snapshot;
}

/** One JSON object with --json; otherwise the result's message, or the error on stderr. */
export function printOutput(output: ExecOutput, json: boolean): void {
  if (json) {
    process.stdout.write(`${JSON.stringify(output, null, 2)}\n`);
    return;
  }
  if (output.result.success) process.stdout.write(`${output.result.message}\n`);
  else process.stderr.write(`hs-claude: ${output.result.error ?? output.result.message}\n`);
}
