/**
 * An expected failure: the app did not start, the tab changed, osascript timed out. The agent gets its
 * message as `op_refused`; it names what was wrong and what to do. Any other error is a bug (`op_failed`).
 */
export class OpFailure {
  constructor(public readonly message: string) {}
}
