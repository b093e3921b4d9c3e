import type { WireError, WireErrorCode } from "../contract/index.ts";
import { plainLine } from "../util/index.ts";
import { HsClaudeError, type ErrorType } from "./root.ts";

/**
 * A request over the link that did not succeed; `code` is the wire's. `fromWire` is the one place a wire error becomes
 * one. Its message is one plain line: the Spoon's quote window titles, URLs and element names.
 */
export class SpoonError extends HsClaudeError {
  constructor(
    readonly code: WireErrorCode,
    message: string,
    errorType: ErrorType,
  ) {
    super(plainLine(message), errorType);
  }

  /**
   * The class for an error the peer sent: expected failures (refused, timed out, cut off) apart from
   * bugs (bad params, a failed op). Wire messages already say which operation they are about.
   */
  static fromWire(error: WireError): SpoonError {
    switch (error.code) {
      case "op_refused":
        return new OpRefused(error.message);
      case "timeout":
        return new LinkTimeout(error.message);
      case "disconnected":
      case "not_ready":
        return new Disconnected(error.code, error.message);
      case "op_failed":
        return new SpoonFailed(error.message);
      default:
        return new ProtocolError(error.code, error.message);
    }
  }
}

/** The Spoon declined, for a reason a person can act on (no such window, the tab changed, an app did not answer). */
export class OpRefused extends SpoonError {
  constructor(message: string) {
    super("op_refused", message, "action");
  }
}

/** No answer in time; the operation may or may not have run, so it is never retried. */
export class LinkTimeout extends SpoonError {
  constructor(message: string) {
    super("timeout", message, "timeout");
  }
}

/** No Spoon to ask, or the link closed while asking. */
export class Disconnected extends SpoonError {
  constructor(code: "disconnected" | "not_ready", message: string) {
    super(code, message, "action");
  }
}

/** The peer broke the protocol (bad params, an unknown op, a malformed message): a bug on one side. */
export class ProtocolError extends SpoonError {
  constructor(code: WireErrorCode, message: string) {
    super(code, message, "internal");
  }
}

/** The Spoon raised an error while running an operation: a bug in the Spoon. */
export class SpoonFailed extends SpoonError {
  constructor(message: string) {
    super("op_failed", message, "internal");
  }
}

/**
 * Raised when no Spoon is connected: says what to do about it. Hammerspoon has no reload hotkey of its own (a
 * config binds one if it likes): its menu bar's Reload Config and hs.reload() in its console always work.
 */
export function notConnected(): Disconnected {
  return new Disconnected(
    "not_ready",
    "Spoon not connected: is Hammerspoon running with spoon.Claude:start()? " +
      "Reload its config (the menu bar's Reload Config, or hs.reload() in its console)",
  );
}
