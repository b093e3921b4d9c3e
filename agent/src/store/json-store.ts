import { dirname } from "node:path";
import * as z from "zod";
import { describeIssues } from "../contract/index.ts";
import { InputError, messageOf } from "../errors/index.ts";
import { createLogger } from "../log/index.ts";
import { plainLine } from "../util/index.ts";
import { keepAside, readHomeFile, writeHomeFile } from "./home-files.ts";
import { prepareHome } from "./home-folder.ts";
import { problemWith, TooLarge } from "./home-problems.ts";
import { withFileLock } from "./lock.ts";

const log = createLogger("store");

/** A JSON file in the home that the agent keeps (aliases, presets, undo, tab history), and the rules it is kept by. */
export interface StoreFile<T> {
  path: string;
  /** What it is, in the person's words: "undo history". */
  what: string;
  schema: z.core.$ZodType<T>;
  empty: () => T;
  /** Only the newest entries: a store never holds more than its bound, read or written. */
  bound: (value: T) => T;
  /** A file larger than this is never parsed (far more than the bound can need). */
  maxBytes: number;
  /**
   * A file that cannot be read as the store: kept aside (renamed `<file>.corrupt-<time>`, reported) and
   * started afresh, or refused with a message (a file the person writes by hand, to fix).
   */
  broken: "keep aside" | "refuse";
  /** JSON indentation when written. */
  indent?: number;
}

/** A store's content, and where a file that could not be read was kept aside (and why), when this read did that. */
export interface Loaded<T> {
  value: T;
  keptAside?: { aside: string; problem: string };
}

type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string };

/** The file's content, or why it cannot be taken as the store; a link, a folder or no permission throws. */
function parse<T>(file: StoreFile<T>): Parsed<T> {
  let text: string | undefined;
  try {
    text = readHomeFile(file.path, file.maxBytes);
  } catch (error) {
    if (error instanceof TooLarge) return { ok: false, problem: error.problem };
    throw error;
  }
  if (text === undefined) return { ok: true, value: file.empty() };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    // The parser quotes the text around the mistake: one plain line of it.
    return { ok: false, problem: `it is not JSON: ${plainLine(messageOf(error))}` };
  }
  // As a JSON file is read (json-file.ts): without compiling zod's fast path.
  const parsed = z.safeParse(file.schema, raw, { jitless: true });
  if (!parsed.success) return { ok: false, problem: `it is not a valid ${file.what}: ${describeIssues(parsed.error)}` };
  return { ok: true, value: file.bound(parsed.data) };
}

/** Reads the store; the caller holds the lock when a broken file may be kept aside. */
function load<T>(file: StoreFile<T>, locked: boolean): Loaded<T> {
  const parsed = parse(file);
  if (parsed.ok) return { value: parsed.value };
  if (file.broken === "refuse") throw new InputError(`${file.path} ${parsed.problem.replace(/^it /, "")}`);
  if (!locked) return withFileLock(file.path, () => load(file, true));
  const aside = keepAside(file.path);
  log.warn(`the ${file.what} could not be read; kept it aside and started a new one`, {
    path: file.path,
    aside,
    problem: parsed.problem,
  });
  return { value: file.empty(), keptAside: { aside, problem: parsed.problem } };
}

/** Reads a store (no lock: files are replaced whole, so a reader never sees half of one). */
export function readStore<T>(file: StoreFile<T>): Loaded<T> {
  return load(file, false);
}

/**
 * Changes a store under its lock: reads it, lets `change` make the new content (undefined: nothing to
 * write), writes it bounded. Two processes changing it at once each see the other's change. `change` is told
 * when the file was kept aside by this read, so the new file can say so.
 */
export function updateStore<T>(
  file: StoreFile<T>,
  change: (current: T, keptAside?: Loaded<T>["keptAside"]) => T | undefined,
): Loaded<T> {
  try {
    prepareHome(dirname(file.path));
  } catch (error) {
    throw problemWith(dirname(file.path), "use the agent's home", error);
  }
  return withFileLock(file.path, () => {
    const loaded = load(file, true);
    const changed = change(loaded.value, loaded.keptAside);
    if (changed === undefined) return loaded;
    const value = file.bound(changed);
    writeHomeFile(file.path, `${JSON.stringify(value, null, file.indent)}\n`);
    return { ...loaded, value };
  });
}
