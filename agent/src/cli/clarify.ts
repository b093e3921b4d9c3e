import { spoonClarifier, type Clarifier } from "../app/index.ts";
import { askAtTerminal, processIo, questionCancelled, type TerminalIo } from "../exec/index.ts";
import type { Candidate } from "../registry/index.ts";
import type { SpoonClient } from "../spoon/index.ts";
import { plainLine } from "../util/index.ts";

/** The candidates as numbered lines: a label (a tab's title, a model's words) is one line each. */
export const choiceLines = (candidates: Candidate[]): string =>
  candidates.map((c, i) => `  ${i + 1}. ${plainLine(c.label)}`).join("\n");

/** The person's pick at a terminal; undefined when they cancelled: Enter (the prompt offers it), Ctrl-C, Ctrl-D. */
async function chooseInTerminal(
  reason: string,
  candidates: Candidate[],
  io: TerminalIo,
): Promise<Candidate | undefined> {
  io.output.write(`${plainLine(reason)}\n${choiceLines(candidates)}\n`);
  for (;;) {
    const answer = (await askAtTerminal(io, `Which one? [1-${candidates.length}, Enter to cancel] `))?.trim();
    if (answer === undefined) return undefined;
    // Enter chooses none: the command is cancelled, as Ctrl-D cancels it, not asked again as a question.
    if (answer === "") return (questionCancelled(), undefined);
    const chosen = /^\d+$/.test(answer) ? candidates[Number(answer) - 1] : undefined;
    if (chosen) return chosen;
    io.output.write(`${plainLine(answer)} is not one of 1-${candidates.length}\n`);
  }
}

/**
 * The clarification round trip: the person sees the reason and the candidates (a numbered list in a
 * terminal, else the Spoon's chooser) and their choice completes the plan.
 */
export function clarifier(
  spoon: SpoonClient,
  terminal = process.stdin.isTTY === true && process.stderr.isTTY === true,
  io: TerminalIo = processIo(),
): Clarifier {
  return (reason, candidates) =>
    terminal ? chooseInTerminal(reason, candidates, io) : spoonClarifier(spoon)(reason, candidates);
}
