import { plainLine } from "../util/index.ts";

/**
 * The agent's one error root. An `HsClaudeError` is raised on purpose, an expected failure, and its
 * `errorType` is the one the failed result carries; an error of any other class, or of type "internal", is a bug.
 */
export type ErrorType = "validation" | "action" | "vision" | "api" | "timeout" | "cancelled" | "budget" | "internal";

export class HsClaudeError extends Error {
  constructor(
    message: string,
    readonly errorType: ErrorType,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** An expected failure: a person or a model can act on its message. Anything else is a bug. */
export function isExpected(error: unknown): error is HsClaudeError {
  return error instanceof HsClaudeError && error.errorType !== "internal";
}

/** Bad command-line usage: the CLI prints the message with the usage and exits 2. */
export class UsageError extends HsClaudeError {
  constructor(message: string) {
    super(message, "validation");
  }
}

/** Input a person can fix (a file that is missing or not what it should be, an envelope that fails its checks). */
export class InputError extends HsClaudeError {
  constructor(message: string, options?: ErrorOptions) {
    super(message, "validation", options);
  }
}

/**
 * Claude could not be asked, or its answer could not be used; the message says what to do, on one plain line (it may
 * quote what the API or a proxy in front of it said).
 */
export class ApiError extends HsClaudeError {
  constructor(message: string, options?: ErrorOptions, errorType: "api" | "cancelled" | "timeout" = "api") {
    super(plainLine(message), errorType, options);
  }
}

/** The message of any thrown value, for logs and one-line reports. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
