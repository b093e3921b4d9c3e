import { createInterface } from "node:readline/promises";
import type { ApprovalAnswer, Approver, SpoonChannel } from "./types.ts";

/** How long the person has to answer the Spoon's dialog. */
export const APPROVAL_TIMEOUT_MS = 120_000;

const NOBODY = "there is no one to ask: no terminal here and nobody answered at the Mac; run with --yes to approve";

async function askTerminal(title: string, detail: string): Promise<ApprovalAnswer> {
  const prompt = createInterface({ input: process.stdin, output: process.stderr });
  try {
    const answer = await prompt.question(`${title}\n${detail}\nAllow? [y/N] `);
    return /^y(es)?$/i.test(answer.trim())
      ? { approved: true, by: "the terminal" }
      : { approved: false, reason: "declined in the terminal" };
  } finally {
    prompt.close();
  }
}

async function askSpoon(spoon: SpoonChannel, title: string, detail: string): Promise<ApprovalAnswer> {
  try {
    const { answer } = (await spoon.call("ask_approval", { title, detail }, APPROVAL_TIMEOUT_MS)) as {
      answer?: string;
    };
    if (answer === "approved") return { approved: true, by: "the person at the Mac" };
    if (answer === "declined") return { approved: false, reason: "declined at the Mac" };
    return { approved: false, reason: NOBODY };
  } catch (error) {
    return {
      approved: false,
      reason: `could not ask at the Mac (${(error as Error).message}); run with --yes to approve`,
    };
  }
}

/**
 * Who approves destructive steps: `--yes`, else the person at this terminal, else the person at the
 * Mac through the Spoon's dialog. The plan itself can never approve anything.
 */
export function personApprover(options: { yes: boolean; spoon: SpoonChannel; terminal?: boolean }): Approver {
  const terminal = options.terminal ?? (process.stdin.isTTY === true && process.stderr.isTTY === true);
  return async ({ title, detail }) => {
    if (options.yes) return { approved: true, by: "--yes" };
    if (terminal) return askTerminal(title, detail);
    return askSpoon(options.spoon, title, detail);
  };
}
