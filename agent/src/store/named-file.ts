import { closeSync, fstatSync, openSync, readSync, statSync, type Stats } from "node:fs";
import { InputError } from "../errors/index.ts";

/** How long to wait before reading a pipe again that has nothing yet (its writer is still at work). */
const PIPE_PAUSE_MS = 10;
const CHUNK_BYTES = 64 * 1024;

/** Waits without giving the event loop a turn (the files are read synchronously, as the CLI starts). */
const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * The descriptor a path names when this process holds it already: what the shell hands over as `<(…)` (/dev/fd/N)
 * or `/dev/stdin`. It is read from where it stands, never opened again: a pipe can be read once.
 */
function heldDescriptor(path: string): number | undefined {
  if (path === "/dev/stdin") return 0;
  const held = /^\/(?:dev|proc\/self)\/fd\/(\d+)$/.exec(path);
  return held ? Number(held[1]) : undefined;
}

/** What is wrong with reading `found` as a file, in words; undefined when it is one (or a pipe the shell made). */
function notAFile(found: Stats, held: boolean): string | undefined {
  // What this process holds may be a pipe or a socket (a program's stdin, as node's child processes get it).
  if (found.isFile() || (held && (found.isFIFO() || found.isSocket()))) return undefined;
  if (found.isDirectory()) return "is a folder";
  // A FIFO on disk waits for a writer that may never come, as the home's files never are read.
  if (found.isFIFO()) return "is a FIFO, which is never waited on (a pipe from the shell, <(…) or /dev/stdin, is read)";
  return found.isCharacterDevice() ? "is a terminal or a device, not a file" : "is not a file";
}

/** Every byte of `fd` from where it stands to its end; a pipe whose writer is still at work is waited for. */
function readToEnd(fd: number, tooBig: () => InputError, maxBytes: number): string {
  const chunks: Buffer[] = [];
  let total = 0;
  for (;;) {
    const chunk = Buffer.alloc(CHUNK_BYTES);
    let read: number;
    try {
      read = readSync(fd, chunk);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EAGAIN") throw error;
      pause(PIPE_PAUSE_MS);
      continue;
    }
    if (read === 0) return Buffer.concat(chunks).toString("utf8");
    total += read;
    if (total > maxBytes) throw tooBig();
    chunks.push(chunk.subarray(0, read));
  }
}

/**
 * The text of a file a person named (`--sim FILE`, `--context FILE`), read once: a plain file (through a link, as
 * any program would), or the pipe the shell hands over (`<(…)`, /dev/stdin) to its end. A folder, a FIFO on disk, a
 * terminal or a device is refused at once, never waited on; every problem is an InputError naming the file.
 */
export function readNamedFile(path: string, what: string, maxBytes: number, limit = `${maxBytes}`): string {
  const held = heldDescriptor(path);
  const cannot = (why: string) => new InputError(`cannot read the ${what} ${path}: ${why}`);
  let fd = held;
  try {
    const found = held === undefined ? statSync(path) : fstatSync(held);
    const problem = notAFile(found, held !== undefined);
    if (problem) throw new InputError(`the ${what} ${path} ${problem}`);
    const tooBig = (bytes = `over ${maxBytes}`) =>
      new InputError(`the ${what} ${path} is ${bytes} bytes; the limit is ${limit}`);
    if (found.size > maxBytes) throw tooBig(`${found.size}`);
    fd ??= openSync(path, "r");
    return readToEnd(fd, tooBig, maxBytes);
  } catch (error) {
    if (error instanceof InputError) throw error;
    throw cannot((error as NodeJS.ErrnoException).code ?? (error as Error).message);
  } finally {
    if (held === undefined && fd !== undefined) closeSync(fd);
  }
}
