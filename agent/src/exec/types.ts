import type { Usage } from "../cost/index.ts";
import type { ApprovalAnswer, Approver, StepChoice } from "../commands/index.ts";
import type { Command } from "../registry/index.ts";
import type { ErrorType } from "../errors/index.ts";
import type { PageStep } from "../page/index.ts";

/** One command of a plan, as carried out: what was asked, what was done, what was read back. */
export interface Step {
  command: Command;
  status: "done" | "failed" | "skipped";
  message: string;
  result?: unknown;
  errorType?: ErrorType;
  /** A step that did nothing because the person must choose: the question and its candidates (see StepChoice). */
  choice?: StepChoice;
}

/** What a run did, as every client gets it; `error` and `errorType` only when it failed. */
export interface ExecResult {
  success: boolean;
  message: string;
  steps: Step[];
  iterations: number;
  error?: string;
  errorType?: ErrorType;
  /** What the vision loop did after the commands, when the plan needed the screen. */
  observed?: { action: unknown; status: "done" | "failed" | "skipped"; message: string }[];
  /** Which way the part that needed the page or the screen went, and why. */
  path?: { path: "page" | "screen"; why: string };
  /** The approved page steps: each one's words, its tool call and its output. */
  pageSteps?: PageStep[];
  /** Model calls, tokens and screenshots the loop spent. */
  usage?: Usage;
}

export type { ApprovalAnswer, Approver };
