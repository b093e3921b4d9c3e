import { closeSync, constants, lstatSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { InputError } from "../errors/index.ts";
import { createLogger } from "../log/index.ts";
import { nodeCrypto, processAlive } from "../util/index.ts";
import { readHomeFile } from "./home-files.ts";
import { problemWith } from "./home-problems.ts";

const log = createLogger("store.lock");
const { O_WRONLY, O_CREAT, O_EXCL, O_NOFOLLOW } = constants;

/** A lock older than this is taken as abandoned (a holder reads and writes one store file: milliseconds). */
export const LOCK_STALE_MS = 5_000;
/** How long a writer waits for a lock before it gives up and says which lock file is in the way. */
const LOCK_WAIT_MS = 8_000;

export interface LockOptions {
  staleMs?: number;
  waitMs?: number;
}

/** What a lock file holds: who took it and when (a lock its holder had no time to write has only its file's time). */
interface Holder {
  pid?: number;
  since: number;
}

const abandoned = (holder: Holder, now: number, staleMs: number) =>
  (holder.pid !== undefined && !processAlive(holder.pid)) || now - holder.since > staleMs;

function modifiedAt(lock: string): number {
  try {
    return lstatSync(lock).mtimeMs;
  } catch {
    return 0;
  }
}

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Runs `work` (a read-modify-write of `file`) while holding `<file>.lock`, so two processes never lose
 * each other's update. The lock is a file created exclusively, holding the holder's pid and time; one
 * whose process is gone or that is older than LOCK_STALE_MS is broken. Waits with a short backoff, up to
 * LOCK_WAIT_MS, then fails with a message naming the lock file. Synchronous, like the stores it guards.
 */
export function withFileLock<T>(file: string, work: () => T, options: LockOptions = {}): T {
  const lock = `${file}.lock`;
  const nonce = nodeCrypto().randomBytes(8).toString("hex");
  const deadline = Date.now() + (options.waitMs ?? LOCK_WAIT_MS);
  let mine: string;
  for (let attempt = 0; ; attempt++) {
    // Its time is when it was taken, so that no one takes a lock just taken as an old one.
    mine = JSON.stringify({ pid: process.pid, since: Date.now(), nonce });
    if (tryCreate(lock, mine)) break;
    const seen = readHomeFile(lock);
    if (seen === undefined) continue;
    const holder = holderOf(seen) ?? { since: modifiedAt(lock) };
    if (abandoned(holder, Date.now(), options.staleMs ?? LOCK_STALE_MS)) {
      breakStale(lock, seen, holder);
      continue;
    }
    if (Date.now() > deadline) throw lockedOut(file, lock, holder);
    pause(Math.min(2 ** attempt, 50) * (0.5 + Math.random()));
  }
  try {
    return work();
  } finally {
    release(lock, mine);
  }
}

function tryCreate(lock: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(lock, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw problemWith(lock, "create the lock file", error);
  }
  try {
    writeFileSync(fd, content);
  } finally {
    closeSync(fd);
  }
  return true;
}

/** A lock file's holder; undefined when it does not say (one just made, or whose holder died before writing it). */
function holderOf(text: string): Holder | undefined {
  try {
    const { pid, since } = JSON.parse(text) as Partial<Holder>;
    return Number.isInteger(pid) && Number.isFinite(since) ? { pid, since: since! } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes an abandoned lock away by renaming it aside first, so that of two processes breaking it at once
 * only one succeeds; a lock that changed since it was judged (a new holder's) is put back.
 */
function breakStale(lock: string, seen: string, holder: Holder): void {
  const aside = `${lock}.${nodeCrypto().randomBytes(6).toString("hex")}.stale`;
  try {
    renameSync(lock, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw problemWith(lock, "break the abandoned lock", error);
  }
  const moved = readFileSync(aside, "utf8");
  if (moved !== seen && !tryCreate(lock, moved)) log.warn("a lock changed hands while it was being broken", { lock });
  rmSync(aside, { force: true });
  log.info("broke an abandoned lock", { lock, ...holder });
}

/** Removes the lock only while it is still this holder's (a lock taken as abandoned may be another's by now). */
function release(lock: string, mine: string): void {
  try {
    if (readHomeFile(lock) === mine) rmSync(lock);
  } catch (error) {
    log.warn("could not remove a lock", { lock, error: (error as Error).message });
  }
}

function lockedOut(file: string, lock: string, holder: Holder): InputError {
  const who = holder.pid === undefined ? "another process" : `process ${holder.pid}`;
  return new InputError(
    `${file} is being changed by ${who} (since ${new Date(holder.since).toISOString()}) and stayed locked: ` +
      `if no hs-claude is running, remove ${lock}`,
  );
}
