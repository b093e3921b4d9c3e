/**
 * Exit status (README: CLI), the one table every verb follows: 0 done; 1 any other failure (the command was
 * understood but could not be done: nothing to undo, no agent, an app refused; for `run`, nothing is called what was
 * asked or apps.deny turns the app off); 2 bad usage or input (an empty or missing command, a rejected envelope, a
 * broken file or HS_CLAUDE_HOME); 3 the plan needs clarification; 130 the person cancelled (Ctrl-C, or Ctrl-D at a
 * question), as a shell reports a process ended by SIGINT (128 + 2); 141 the reader of the output went away
 * (`| head -1`), as a shell reports a process ended by SIGPIPE (128 + 13).
 */
export const EXIT = { done: 0, failed: 1, badInput: 2, clarify: 3, cancelled: 130, readerGone: 141 } as const;
