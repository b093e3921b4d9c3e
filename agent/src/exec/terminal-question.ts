import { createInterface } from "node:readline";
import { Writable } from "node:stream";

/** A terminal to ask at: what the person types, where the question goes (`terminal`: treat it as one, in tests). */
export interface TerminalIo {
  input: NodeJS.ReadableStream;
  output: NodeJS.WritableStream;
  terminal?: boolean;
}

/** This process's terminal: questions go to stderr, so stdout stays the command's output. */
export const processIo = (): TerminalIo => ({ input: process.stdin, output: process.stderr });

const cancelListeners = new Set<() => void>();

/** Calls `listener` whenever the person cancels a question asked at this process's terminal; returns how to stop. */
export function onQuestionCancelled(listener: () => void): () => void {
  cancelListeners.add(listener);
  return () => void cancelListeners.delete(listener);
}

/** Tells every onQuestionCancelled listener the person cancelled a question (Ctrl-C, Ctrl-D, Enter at a chooser). */
export function questionCancelled(): void {
  for (const listener of [...cancelListeners]) listener();
}

/** Where a hidden answer (a key) is echoed: nowhere. */
const nowhere = () => new Writable({ write: (_chunk, _encoding, done) => done() });

/**
 * Asks one question at a terminal: the line the person typed, or undefined when they cancelled instead (Ctrl-C,
 * Ctrl-D, the input ending, or SIGINT while it waits), which every onQuestionCancelled listener is told first.
 * `hidden`: what they type is not shown.
 */
export function askAtTerminal(io: TerminalIo, question: string, hidden = false): Promise<string | undefined> {
  return new Promise((resolve) => {
    const terminal = io.terminal ?? (io.output as { isTTY?: boolean }).isTTY === true;
    const prompt = createInterface({ input: io.input, output: hidden ? nowhere() : io.output, terminal });
    let settled = false;
    const settle = (answer: string | undefined) => {
      if (settled) return;
      settled = true;
      process.off("SIGINT", cancel);
      prompt.close();
      if (answer === undefined) questionCancelled();
      resolve(answer);
    };
    const cancel = () => settle(undefined);
    prompt.on("SIGINT", cancel);
    prompt.on("close", cancel);
    process.on("SIGINT", cancel);
    if (hidden) io.output.write(question);
    prompt.question(hidden ? "" : question, (answer) => settle(answer));
  });
}
