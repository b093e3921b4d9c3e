/** Exit status (README: CLI): 0 done, 1 any other failure, 2 bad usage or input, 3 clarification needed. */
export const EXIT = { done: 0, failed: 1, badInput: 2, clarify: 3 } as const;
