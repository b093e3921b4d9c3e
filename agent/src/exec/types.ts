import type { Command, CommandType, Preset, Snapshot } from "../contract/index.ts";

/** How the executor reaches the Spoon: an in-process connection or a relay through `hs-claude serve`. */
export interface SpoonChannel {
  call(op: string, params?: Record<string, unknown>, timeoutMs?: number): Promise<unknown>;
}

/** One command of a plan, as carried out: what was asked, what was done, what was read back. */
export interface Step {
  command: Command;
  status: "done" | "failed" | "skipped";
  message: string;
  result?: unknown;
}

/** SPEC section 7's result; `error` and `errorType` only when it failed. */
export interface ExecResult {
  success: boolean;
  message: string;
  steps: Step[];
  iterations: number;
  error?: string;
  errorType?: "validation" | "action" | "api" | "timeout" | "cancelled";
}

export interface ExecContext {
  spoon: SpoonChannel;
  presets: Preset[];
  /** The desktop as it was when the plan was checked. */
  before: Snapshot;
}

/** The agent side of one command: check it against the desktop, then carry it out through the Spoon. */
export interface Operation<T extends CommandType> {
  type: T;
  /** An expected problem with this command on this desktop, naming what is valid; undefined when fine. */
  check?(command: Extract<Command, { type: T }>, before: Snapshot): string | undefined;
  run(command: Extract<Command, { type: T }>, ctx: ExecContext): Promise<Omit<Step, "command" | "status">>;
}
