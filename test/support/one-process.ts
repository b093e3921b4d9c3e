import assert from "node:assert/strict";
import { after, before, describe } from "node:test";

/** The process events a test file may listen to while it runs: it stops listening before it ends. */
const EVENTS = ["exit", "beforeExit", "SIGINT", "SIGTERM", "uncaughtException", "unhandledRejection", "warning"];

/** A test file that hangs fails after this long by itself; its process's own limit (scripts/test.ts) is longer. */
const FILE_TIMEOUT_MS = 60_000;

/** What a test file may change in its process while it runs, and must put back for the next file. */
function processState() {
  return {
    env: { ...process.env },
    cwd: process.cwd(),
    listeners: Object.fromEntries(EVENTS.map((event) => [event, process.listenerCount(event)])),
    stdoutWrite: process.stdout.write,
    stderrWrite: process.stderr.write,
  };
}

/** What differs between the state a file found and the one it left, one phrase each. */
function changes(found: ReturnType<typeof processState>, left: ReturnType<typeof processState>): string[] {
  const names = [...new Set([...Object.keys(found.env), ...Object.keys(left.env)])];
  return [
    ...names
      .filter((name) => found.env[name] !== left.env[name])
      .map((name) => `process.env.${name}: ${found.env[name] ?? "unset"} → ${left.env[name] ?? "unset"}`),
    ...(found.cwd === left.cwd ? [] : [`the working folder: ${found.cwd} → ${left.cwd}`]),
    ...EVENTS.filter((event) => found.listeners[event] !== left.listeners[event]).map(
      (event) => `process "${event}" listeners: ${found.listeners[event]} → ${left.listeners[event]}`,
    ),
    ...(found.stdoutWrite === left.stdoutWrite ? [] : ["process.stdout.write replaced"]),
    ...(found.stderrWrite === left.stderrWrite ? [] : ["process.stderr.write replaced"]),
  ];
}

/**
 * Runs test files in this one process (scripts/build-tests.ts), each file's tests in a describe block named after
 * the file, so that a failure names its file, and a file that hangs fails by itself. Each must leave the process as
 * it found it (its environment, working folder, process listeners, stdout and stderr) for the files after it: its
 * block fails otherwise, naming what it left changed.
 */
export function runInOneProcess(files: [name: string, load: () => Promise<unknown>][]): void {
  for (const [name, load] of files)
    describe(name, { timeout: FILE_TIMEOUT_MS }, async () => {
      let found: ReturnType<typeof processState>;
      before(() => (found = processState()));
      // Hooks and tests join the block they are declared in only while it runs or awaits what it started itself.
      await load();
      after(() => {
        const left = changes(found, processState());
        assert.deepEqual(left, [], `the test file left its process changed: ${left.join("; ")}`);
      });
    });
}
