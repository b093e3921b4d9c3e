import { main } from "../../agent/src/cli/main.ts";
import { setTerminal } from "../../agent/src/cli/print.ts";
import { setLogSink } from "../../agent/src/log/index.ts";
import { plainJson } from "../../agent/src/util/index.ts";
import type { CliRun } from "./cli.ts";
import { withEnvironment } from "./environment.ts";

/** What the CLI printed to stdout and stderr while `work` ran in this process, and what it returned. */
export async function captured<T>(work: () => T | Promise<T>): Promise<{ stdout: string; stderr: string; value: T }> {
  const printed = { stdout: "", stderr: "" };
  const restore = setTerminal({ out: (text) => (printed.stdout += text), err: (text) => (printed.stderr += text) });
  try {
    const value = await work();
    return { ...printed, value };
  } finally {
    restore();
  }
}

/**
 * The CLI's main() in this process, with the variables of `env` set (undefined: unset) while it runs and put back
 * after: what it printed, its log records as its process prints them on stderr (warnings and errors, in order with the
 * rest), and its exit status. For what is not about the process itself (its signals, pipes, stdin, its exit).
 */
export function mainIn(args: string[], env: Record<string, string | undefined> = {}): Promise<CliRun> {
  return startMainIn(args, env).done;
}

/** The same, started: what it has printed so far (read while it runs), and its end. */
export function startMainIn(args: string[], env: Record<string, string | undefined> = {}) {
  const printed = { stdout: "", stderr: "" };
  const done = withEnvironment(env, async (): Promise<CliRun> => {
    const restoreLog = setLogSink((record) => (printed.stderr += `${plainJson(record)}\n`), "warn");
    const restore = setTerminal({ out: (text) => (printed.stdout += text), err: (text) => (printed.stderr += text) });
    try {
      const code = await main(args);
      return { code, ...printed };
    } finally {
      restore();
      restoreLog();
    }
  });
  return { printed, done };
}

/** What this process wrote to stderr while `work` ran (the agent's log lines); stdout is the test runner's. */
export function capturedStderr(work: () => void): string {
  let written = "";
  const write = process.stderr.write;
  process.stderr.write = ((chunk: string) => ((written += chunk), true)) as typeof process.stderr.write;
  try {
    work();
  } finally {
    process.stderr.write = write;
  }
  return written;
}
