/**
 * An expected failure: the app did not start, the tab changed, osascript timed out. The agent gets its
 * message as `op_refused`; it names what was wrong and what to do. Any other error is a bug (`op_failed`).
 */
export class OpFailure {
  /** `code`: the error number macOS gave, when it gave one (-1743: not allowed to send the app Apple events). */
  constructor(
    public readonly message: string,
    public readonly code?: number,
  ) {}
}
