import { setTerminal } from "../../agent/src/cli/print.ts";

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
