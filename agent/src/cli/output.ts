import type { Snapshot } from "../contract/index.ts";
import type { ExecResult } from "../exec/index.ts";

/** What `exec --json` and `run --json` print (SPEC section 9). */
export interface ExecOutput {
  plan: unknown;
  result: ExecResult;
  after: Snapshot;
}

const MARKS = { done: "done", failed: "FAILED", skipped: "not run" } as const;

/** Each step of a plan that stopped part way: what ran, what failed, what never ran. */
function stepLines(result: ExecResult): string {
  return result.steps.map((step, i) => `  ${i + 1}. ${MARKS[step.status]}: ${step.message}`).join("\n");
}

/**
 * One JSON object with --json; otherwise the result's message, or the error on stderr, followed by every
 * step when a plan of several steps failed part way.
 */
export function printOutput(output: ExecOutput, json: boolean): void {
  if (json) {
    process.stdout.write(`${JSON.stringify(output, null, 2)}\n`);
    return;
  }
  if (output.result.success) {
    process.stdout.write(`${output.result.message}\n`);
    return;
  }
  const steps = output.result.steps.length > 1 ? `\n${stepLines(output.result)}` : "";
  process.stderr.write(`hs-claude: ${output.result.error ?? output.result.message}${steps}\n`);
}
