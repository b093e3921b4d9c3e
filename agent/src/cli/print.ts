import { plainJson, plainText } from "../util/index.ts";

/** Where the CLI's text goes: this process's stdout and stderr, or what a test plugs in. */
export interface Terminal {
  out(text: string): void;
  err(text: string): void;
}

const processTerminal: Terminal = {
  out: (text) => void process.stdout.write(text),
  err: (text) => void process.stderr.write(text),
};
let terminal = processTerminal;

/** Sends what the CLI prints to `next` (tests read it there); returns a function that puts the terminal back. */
export function setTerminal(next: Terminal): () => void {
  const previous = terminal;
  terminal = next;
  return () => void (terminal = previous);
}

/**
 * Everything the CLI prints goes through these: lines it composed, made plain (its own line breaks stay; text from
 * the desktop, a page, a model or a file that it put on one line must be a plainLine there, or it could add lines).
 */
export const printOut = (text: string): void => terminal.out(plainText(text));
export const printErr = (text: string): void => terminal.err(plainText(text));
/** A JSON value on stdout, one line or indented, with what a terminal would act on as \u escapes. */
export const printJson = (value: unknown, indent?: number): void => printOut(`${plainJson(value, indent)}\n`);
