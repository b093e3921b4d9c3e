import {
  closeSync,
  constants,
  fchmodSync,
  fstatSync,
  lstatSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { InputError } from "../errors/index.ts";
import { nodeCrypto } from "../util/index.ts";
import { codeOf, linkRefused, NotAFile, problemWith, TooLarge } from "./home-problems.ts";

/*
 * Every file the agent writes in its home goes through here. Nothing inside the home is followed if it
 * is a symbolic link: the home itself may be one (a person's dotfiles), but a link at `token`,
 * `audit.jsonl`, `runs/` or a store is refused with a message naming it, so the agent never writes,
 * appends, chmods, reads or prunes anywhere else. New files are 0600, folders 0700.
 */

const { O_RDONLY, O_WRONLY, O_CREAT, O_EXCL, O_APPEND, O_NOFOLLOW, O_NONBLOCK } = constants;
/** Never through a link; never waiting on a FIFO someone left there (it is then refused as not a file). */
const SAFELY = O_NOFOLLOW | O_NONBLOCK;

/** Why a file in the home could not be opened: a link there is refused, naming it. */
const refusal = (path: string, doing: string, error: unknown) =>
  codeOf(error) !== "ENOENT" && isLink(path) ? linkRefused(path) : problemWith(path, doing, error);

/** Opens a file in the home to write, without following a link at its name; a failure names `named`. */
function openNoFollow(path: string, flags: number, doing: string, named = path): number {
  try {
    return openSync(path, flags | SAFELY, 0o600);
  } catch (error) {
    throw refusal(named, doing, error);
  }
}

/** Opens an existing file in the home for reading, without following a link; undefined when there is none. */
function openToRead(path: string): number | undefined {
  try {
    return openSync(path, O_RDONLY | SAFELY);
  } catch (error) {
    if (codeOf(error) === "ENOENT") return undefined;
    throw refusal(path, "read", error);
  }
}

function isLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

/** Runs `use` on the open file, which must be a plain file, and closes it. */
function withFile<T>(fd: number, path: string, use: (fd: number) => T): T {
  try {
    const found = fstatSync(fd);
    if (!found.isFile()) throw new NotAFile(path, found);
    return use(fd);
  } finally {
    closeSync(fd);
  }
}

/** The text of a file in the home, or undefined when there is none; a file over `maxBytes` is TooLarge, unread. */
export function readHomeFile(path: string, maxBytes = Number.POSITIVE_INFINITY): string | undefined {
  const fd = openToRead(path);
  if (fd === undefined) return undefined;
  return withFile(fd, path, (open) => {
    const { size } = fstatSync(open);
    if (size > maxBytes) throw new TooLarge(path, size, maxBytes);
    try {
      return readFileSync(open, "utf8");
    } catch (error) {
      throw problemWith(path, "read", error);
    }
  });
}

/** The last byte of a file in the home, or undefined when it is missing or empty. */
export function lastByteOf(path: string): number | undefined {
  const fd = openToRead(path);
  if (fd === undefined) return undefined;
  return withFile(fd, path, (open) => {
    const { size } = fstatSync(open);
    if (size === 0) return undefined;
    const last = Buffer.alloc(1);
    readSync(open, last, 0, 1, size - 1);
    return last[0];
  });
}

/** Appends to a file in the home (made 0600 when new), in one write. */
export function appendHomeFile(path: string, text: string): void {
  const fd = openNoFollow(path, O_WRONLY | O_APPEND | O_CREAT, "append to");
  withFile(fd, path, (open) => writeFileSync(open, text));
}

/**
 * Replaces a file in the home whole or not at all: written into a temporary file of its own (random
 * name, created exclusively, 0600, never through a link), then renamed over the old one.
 */
export function writeHomeFile(path: string, text: string): void {
  if (isLink(path)) throw linkRefused(path);
  const temporary = `${path}.${nodeCrypto().randomBytes(6).toString("hex")}.tmp`;
  const fd = openNoFollow(temporary, O_WRONLY | O_CREAT | O_EXCL, "write", path);
  try {
    withFile(fd, temporary, (open) => writeFileSync(open, text));
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw problemWith(path, "write", error);
  }
}

/** Makes a file in the home the person's alone (0600), through the file itself, never a link. */
export function keepPrivate(path: string): void {
  const fd = openToRead(path);
  if (fd === undefined) return;
  withFile(fd, path, (open) => {
    if ((fstatSync(open).mode & 0o077) !== 0) fchmodSync(open, 0o600);
  });
}

/**
 * A folder inside the home (`runs`), checked without following a link: a link or a file there is
 * refused, naming it. Undefined when there is none.
 */
export function findHomeFolder(home: string, name: string): string | undefined {
  const path = join(home, name);
  try {
    const found = lstatSync(path);
    if (found.isSymbolicLink()) throw linkRefused(path);
    if (!found.isDirectory())
      throw new InputError(`${path} is not a folder: move it away and hs-claude makes a new one`);
    return path;
  } catch (error) {
    if (codeOf(error) === "ENOENT") return undefined;
    throw problemWith(path, "open", error);
  }
}

/** Moves a file that cannot be used as it is out of the way, keeping it for the person; returns where. */
export function keepAside(path: string, now: Date = new Date()): string {
  const aside = `${path}.corrupt-${now.toISOString().replace(/[:.]/g, "-")}`;
  try {
    renameSync(path, aside);
  } catch (error) {
    throw problemWith(path, "keep aside", error);
  }
  return aside;
}
