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
  return startCli(args, env).done;
}

/**
 * The CLI started in its own process: the process (to signal), what it printed so far, and its end. It needs a home
 * of the test's own (HS_CLAUDE_HOME, here or in this process): a test never runs the CLI on the person's ~/.hs-claude.
 */
export function startCli(args: string[], env: NodeJS.ProcessEnv = {}) {
  if (!(env.HS_CLAUDE_HOME ?? process.env.HS_CLAUDE_HOME))
    throw new Error(`a test ran hs-claude ${args[0] ?? ""} with no HS_CLAUDE_HOME: give it a tempHome()`);
  const child = spawn(process.execPath, [join(REPO, "bin", "hs-claude.js"), ...args], {
    env: { ...process.env, ...env },
  });
  const printed = { stdout: "", stderr: "" };
  child.stdout.on("data", (chunk) => (printed.stdout += chunk));
  child.stderr.on("data", (chunk) => (printed.stderr += chunk));
  const done = new Promise<CliRun>((resolve) => child.on("close", (code) => resolve({ code, ...printed })));
  return { child, printed, done };
}

/** An envelope as JSON text: the commands, and no clarification needed. */
export function envelope(...commands: object[]): string {
  return JSON.stringify({ commands, needs_clarification: false, clarification_reason: null });
}

/** An envelope as JSON text whose list_apps carries a value nested `depth` arrays deep. */
export function nestedEnvelope(depth: number): string {
  const deep = `${"[".repeat(depth)}${"]".repeat(depth)}`;
  return `{"commands":[{"type":"list_apps","extra":${deep}}],"needs_clarification":false,"clarification_reason":null}`;
}
