import type { Command, CommandType, Snapshot } from "../contract/index.ts";
import type { Config } from "../store/config.ts";
import type { PresetStore } from "../store/presets.ts";

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

/** A question for the person before a destructive step. */
export interface ApprovalRequest {
  title: string;
  detail: string;
}

export type ApprovalAnswer = { approved: true; by: string } | { approved: false; reason: string };
export type Approver = (request: ApprovalRequest) => Promise<ApprovalAnswer>;

export interface ExecContext {
  spoon: SpoonChannel;
  presets: PresetStore;
  config: Config;
  approve: Approver;
  /** Answers questions (query): offline when it can, else Claude. */
  answer: (question: string, snapshot: Snapshot) => Promise<string>;
  /** The desktop as it was when the plan was checked. */
  before: Snapshot;
}

export type CommandOfType<T extends CommandType> = Extract<Command, { type: T }>;

/**
 * The agent side of one command: check it against the desktop (an expected problem comes back as a
 * message naming what is valid), say whether it needs a person's approval, and carry it out.
 */
export interface Operation<T extends CommandType> {
  type: T;
  check?(command: CommandOfType<T>, before: Snapshot): string | undefined;
  /** The desktop as later steps of the same plan will find it, for their checks (e.g. a preset just saved). */
  expect?(command: CommandOfType<T>, before: Snapshot): Snapshot;
  /** What to ask before the plan runs, judged on all of the plan's commands of this type together (three single-tab closes are three tabs). */
  approval?(commands: CommandOfType<T>[], before: Snapshot, config: Config): ApprovalRequest | undefined;
  run(command: CommandOfType<T>, ctx: ExecContext): Promise<{ message: string; result?: unknown }>;
}
