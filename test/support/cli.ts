import { spawn } from "node:child_process";
import { join } from "node:path";
import { REPO } from "./index.ts";

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the real CLI in its own process, as a person would. */
export function runCli(args: string[], env: NodeJS.ProcessEnv = {}): Promise<CliRun> {
  const child = spawn(process.execPath, [join(REPO, "bin", "hs-claude.js"), ...args], {
    env: { ...process.env, ...env },
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, stdout, stderr })));
}

/** An envelope as JSON text, with the seed's fields. */
export function envelope(...commands: object[]): string {
  return JSON.stringify({ commands, needs_clarification: false, clarification_reason: null });
}
