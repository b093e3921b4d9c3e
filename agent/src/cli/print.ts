import { plainJson, plainText, withoutCredentials } from "../util/index.ts";

/** Where the CLI's text goes: this process's stdout and stderr, or what a test plugs in. */
export interface Terminal {
  out(text: string): void;
  err(text: string): void;
  /** Whether the reader of stdout or stderr has gone (a pipe to `head` that closed): nothing more is shown. */
  gone?(): boolean;
}

/** The streams whose reader has gone: a write failed (EPIPE), which the stream reports on the next tick. */
const readerless = new Set<NodeJS.WriteStream>();
const write = (stream: NodeJS.WriteStream, text: string) => void (readerless.has(stream) || stream.write(text));

const processTerminal: Terminal = {
  out: (text) => write(process.stdout, text),
  err: (text) => write(process.stderr, text),
  gone: () => readerless.size > 0,
};
let terminal = processTerminal;

/** Sends what the CLI prints to `next` (tests read it there); returns a function that puts the terminal back. */
export function setTerminal(next: Terminal): () => void {
  const previous = terminal;
  terminal = next;
  return () => void (terminal = previous);
}

/**
 * A reader that goes away early (`| head -1`) is no failure of the command's: the stream's error is answered here
 * (unanswered, it would end the process with a stack), and what is printed later is dropped. Once per process.
 */
export function quietWhenReaderGoes(): void {
  for (const stream of [process.stdout, process.stderr]) {
    // Nothing is left to say it on: readerGone reports it, and the exit status says so.
    if (stream.listenerCount("error") === 0) stream.on("error", () => readerless.add(stream));
  }
}

/** Whether what the CLI prints is no longer read: the exit status then says so (EXIT.readerGone). */
export const readerGone = (): boolean => terminal.gone?.() ?? false;

/**
 * Everything the CLI prints goes through these: lines it composed, made plain (its own line breaks stay; text from
 * the desktop, a page, a model or a file that it put on one line must be a plainLine there, or it could add lines).
 */
export const printOut = (text: string): void => terminal.out(plainText(text));
/** Errors, without any credential a thrown error quoted (a service echoing its request). */
export const printErr = (text: string): void => terminal.err(plainText(withoutCredentials(text)));
/** A JSON value on stdout, one line or indented, with what a terminal would act on as \u escapes. */
export const printJson = (value: unknown, indent?: number): void => printOut(`${plainJson(value, indent)}\n`);
