import type { WireError, WireErrorCode } from "../contract/wire.ts";

/** A request to the Spoon that did not succeed; `code` says why (one of the wire's error codes). */
export class SpoonError extends Error {
  constructor(
    readonly code: WireErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "SpoonError";
  }

  /** The one place a wire error becomes an exception. */
  static fromWire(op: string, error: WireError): SpoonError {
    return new SpoonError(
      error.code,
      error.code === "op_failed" || error.code === "bad_params" ? error.message : `${op}: ${error.message}`,
    );
  }
}

/** Raised when no Spoon is connected: says what to do about it. */
export function notConnected(): SpoonError {
  return new SpoonError(
    "not_ready",
    "Spoon not connected: is Hammerspoon running with spoon.Claude:start()? Reload it with ⌘⌃R",
  );
}
