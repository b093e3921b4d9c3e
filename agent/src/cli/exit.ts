/** Exit status (SPEC section 9): 0 done, 1 any other failure, 2 bad usage or input, 3 clarification needed. */
export const EXIT = { done: 0, failed: 1, badInput: 2, clarify: 3 } as const;

/** Bad input the person can fix (a file that is missing or not a snapshot): exit 2 with this message. */
export class BadInput extends Error {}
