import type { Stats } from "node:fs";
import { InputError } from "../errors/index.ts";

/* What can be wrong with a file in the agent's home, as errors whose messages name it (never a stack). */

export const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code;

/** The home as messages name it: the variable the person set, or the folder. */
export const homeNamed = (home: string, env: NodeJS.ProcessEnv = process.env) =>
  env.HS_CLAUDE_HOME === home ? `HS_CLAUDE_HOME=${home}` : `the agent's home ${home}`;

/** A folder on the way to the home that mkdir refused: "/proc/x cannot be made (ENOENT)". */
export const unmade = (folder: string, error: unknown) =>
  `${folder} cannot be made (${codeOf(error) ?? (error as Error).message})`;

/** The refusal of a link inside the home. */
export function linkRefused(path: string): InputError {
  return new InputError(`${path} is a symbolic link; hs-claude does not follow links in its home: remove it`);
}

/** A store file larger than its bound allows: never parsed whole. */
export class TooLarge extends InputError {
  constructor(
    readonly path: string,
    readonly size: number,
    readonly limit: number,
  ) {
    super(`${path} is ${megabytes(size)} MB, more than the ${megabytes(limit)} MB it may hold`);
  }

  /** The problem without the file's name: "it is 31.2 MB, more than the 16 MB it may hold". */
  get problem(): string {
    return `it is ${megabytes(this.size)} MB, more than the ${megabytes(this.limit)} MB it may hold`;
  }
}

const megabytes = (bytes: number) => String(Math.round(bytes / 100_000) / 10);

/** Something other than a plain file where the home keeps one (a folder, a FIFO, a socket, a device): never read. */
export class NotAFile extends InputError {
  /** What is there instead: "it is a FIFO, a named pipe". */
  readonly problem: string;

  constructor(
    readonly path: string,
    found: Stats,
  ) {
    const problem = `it is ${kindOf(found)}`;
    super(`${path} is not a file (${problem}): move it away`);
    this.problem = problem;
  }
}

function kindOf(found: Stats): string {
  if (found.isDirectory()) return "a folder";
  if (found.isFIFO()) return "a FIFO, a named pipe";
  if (found.isSocket()) return "a socket";
  return "a device";
}

const WHY: Record<string, string> = {
  EISDIR: "it is a folder",
  ENOTDIR: "a folder on its path is a file",
  ENOENT: "its folder is missing",
  EACCES: "permission denied",
  EPERM: "permission denied",
  ENOSPC: "the disk is full",
  ENXIO: "it is not a file",
};

/** Why a file system call failed, in words: "permission denied". */
export function whyNot(error: unknown): string {
  const code = codeOf(error);
  return (code && WHY[code]) ?? code ?? (error as Error).message;
}

/** A failure to use a file in the home, as a message naming it (never a stack). */
export function problemWith(path: string, doing: string, error: unknown): InputError {
  if (error instanceof InputError) return error;
  return new InputError(`cannot ${doing} ${path}: ${whyNot(error)}`);
}
