import { createInterface } from "node:readline/promises";
import type { SpoonChannel } from "../exec/index.ts";
import type { Candidate, PlannedEnvelope } from "../planner/index.ts";

/** How long the person has to pick in the Spoon's chooser. */
export const CHOOSE_TIMEOUT_MS = 120_000;

async function chooseInTerminal(reason: string, candidates: Candidate[]): Promise<Candidate | undefined> {
  process.stderr.write(`${reason}\n${candidates.map((c, i) => `  ${i + 1}. ${c.label}`).join("\n")}\n`);
  const prompt = createInterface({ input: process.stdin, output: process.stderr });
  try {
    const answer = (await prompt.question(`Which one? [1-${candidates.length}, Enter to cancel] `)).trim();
    return /^\d+$/.test(answer) ? candidates[Number(answer) - 1] : undefined;
  } finally {
    prompt.close();
  }
}

async function chooseAtTheMac(
  spoon: SpoonChannel,
  reason: string,
  candidates: Candidate[],
): Promise<Candidate | undefined> {
  try {
    const { index } = (await spoon.call(
      "choose",
      { prompt: reason, choices: candidates.map((c) => c.label) },
      CHOOSE_TIMEOUT_MS,
    )) as { index?: number };
    return index ? candidates[index - 1] : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The clarification round trip: the person sees the reason and the candidates (a numbered list in a
 * terminal, else the Spoon's chooser) and their choice completes the plan. Undefined when there is
 * nothing to choose from or nobody chose.
 */
export async function chooseCandidate(
  envelope: PlannedEnvelope,
  spoon: SpoonChannel,
  terminal = process.stdin.isTTY === true && process.stderr.isTTY === true,
): Promise<Candidate | undefined> {
  const candidates = envelope.candidates ?? [];
  if (candidates.length === 0) return undefined;
  const reason = envelope.clarification_reason ?? "Which one?";
  return terminal ? chooseInTerminal(reason, candidates) : chooseAtTheMac(spoon, reason, candidates);
}
