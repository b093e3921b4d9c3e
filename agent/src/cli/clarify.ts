import { createInterface } from "node:readline/promises";
import { spoonClarifier, type Clarifier } from "../app/index.ts";
import type { Candidate } from "../planner/index.ts";
import type { SpoonClient } from "../spoon/index.ts";

async function chooseInTerminal(reason: string, candidates: Candidate[]): Promise<Candidate | undefined> {
  process.stderr.write(`${reason}\n${candidates.map((c, i) => `  ${i + 1}. ${c.label}`).join("\n")}\n`);
  const prompt = createInterface({ input: process.stdin, output: process.stderr });
  try {
    for (;;) {
      const answer = (await prompt.question(`Which one? [1-${candidates.length}, Enter to cancel] `)).trim();
      if (answer === "") return undefined;
      const chosen = /^\d+$/.test(answer) ? candidates[Number(answer) - 1] : undefined;
      if (chosen) return chosen;
      process.stderr.write(`${answer} is not one of 1-${candidates.length}\n`);
    }
  } finally {
    prompt.close();
  }
}

/**
 * The clarification round trip: the person sees the reason and the candidates (a numbered list in a
 * terminal, else the Spoon's chooser) and their choice completes the plan.
 */
export function clarifier(
  spoon: SpoonClient,
  terminal = process.stdin.isTTY === true && process.stderr.isTTY === true,
): Clarifier {
  return (reason, candidates) =>
    terminal ? chooseInTerminal(reason, candidates) : spoonClarifier(spoon)(reason, candidates);
}
