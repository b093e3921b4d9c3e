import { createInterface } from "node:readline/promises";
import { spoonClarifier, type Clarifier } from "../app/index.ts";
import type { TerminalIo } from "../exec/index.ts";
import type { Candidate } from "../registry/index.ts";
import type { SpoonClient } from "../spoon/index.ts";
import { plainLine } from "../util/index.ts";

/** The candidates as numbered lines: a label (a tab's title, a model's words) is one line each. */
export const choiceLines = (candidates: Candidate[]): string =>
  candidates.map((c, i) => `  ${i + 1}. ${plainLine(c.label)}`).join("\n");

async function chooseInTerminal(
  reason: string,
  candidates: Candidate[],
  io: TerminalIo,
): Promise<Candidate | undefined> {
  const prompt = createInterface(io);
  const say = (text: string) => void io.output.write(text);
  say(`${plainLine(reason)}\n${choiceLines(candidates)}\n`);
  try {
    for (;;) {
      const answer = (await prompt.question(`Which one? [1-${candidates.length}, Enter to cancel] `)).trim();
      if (answer === "") return undefined;
      const chosen = /^\d+$/.test(answer) ? candidates[Number(answer) - 1] : undefined;
      if (chosen) return chosen;
      say(`${plainLine(answer)} is not one of 1-${candidates.length}\n`);
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
  io: TerminalIo = { input: process.stdin, output: process.stderr },
): Clarifier {
  return (reason, candidates) =>
    terminal ? chooseInTerminal(reason, candidates, io) : spoonClarifier(spoon)(reason, candidates);
}
