import { usageLine } from "../cost/index.ts";
import type { Command } from "../registry/index.ts";
import type { Snapshot } from "../contract/index.ts";
import { describeChanges } from "../desktop/index.ts";
import { rejected, type ExecResult } from "../exec/index.ts";
import type { HsClaudeError } from "../errors/index.ts";
import { plainJson, plainLine } from "../util/index.ts";
import { EXIT } from "./exit.ts";
import { printErr, printJson, printOut } from "./print.ts";

/** What `exec --json` and `run --json` print: the result, the plan, the desktop after (printOutput adds changed). */
export interface ExecOutput {
  plan: unknown;
  result: ExecResult;
  after: Snapshot;
}

/** The plan in one line per step, as `run` shows it before it acts. */
export function planLines(commands: Command[], source?: string): string {
  const steps = commands.map((command, i) => {
    const { type, ...fields } = command;
    return `  ${i + 1}. ${type} ${plainJson(fields)}`;
  });
  return `plan${source ? ` (${plainLine(source)})` : ""}:\n${steps.join("\n")}`;
}

const MARKS = { done: "done", failed: "FAILED", skipped: "not run" } as const;

/** Each step of a plan that stopped part way: what ran, what failed, what never ran. */
function stepLines(result: ExecResult): string {
  return result.steps.map((step, i) => `  ${i + 1}. ${MARKS[step.status]}: ${step.message}`).join("\n");
}

/**
 * One JSON object with --json (with `changed`: a line per window or tab that changed); otherwise the result's
 * message, or the error on stderr, followed by every step when a plan of several steps failed part way.
 */
export function printOutput(output: ExecOutput, json: boolean, before?: Snapshot): void {
  // What changed between the desktop before and after, line by line: the text's `changed:` block, JSON's `changed`.
  const changes = before ? describeChanges(before, output.after) : [];
  if (json) {
    printJson({ ...output, changed: changes }, 2);
    return;
  }
  const spent = output.result.usage?.calls ? `\n${usageLine(output.result.usage)}` : "";
  if (output.result.success) {
    const changed = changes.length ? `\nchanged:\n${changes.map((line) => `  ${plainLine(line)}`).join("\n")}` : "";
    printOut(`${output.result.message}${changed}${spent}\n`);
    return;
  }
  const steps = output.result.steps.length > 1 ? `\n${stepLines(output.result)}` : "";
  printErr(`hs-claude: ${output.result.error ?? output.result.message}${steps}${spent}\n`);
}

/** With --json, bad input (a rejected envelope) is said on stderr too, beside the JSON on stdout. */
export function printJsonRejection(output: ExecOutput, code: number): void {
  if (code === EXIT.badInput) printErr(`hs-claude: ${output.result.error ?? output.result.message}\n`);
}

/** With --json, a command that could not start (no agent, no Spoon answering): the one object, no plan, no desktop. */
export function printJsonFailure(error: HsClaudeError): void {
  printJson({ plan: null, result: rejected(error.message, error.errorType), after: null }, 2);
}

/** What looking at the screen cost: "Claude: 3 calls, 9,120 tokens (4,000 cached), 6 screenshots, $0.0421". */
