/** Compile-time proofs that the agent's schemas and the Spoon's types agree. */

/** Whether two types are the same, each assignable to the other. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * `true` when nothing disagrees; else each name that does with what differs. A constant of this type,
 * set to `true`, fails to compile and names them.
 */
export type Agreement<Disagreements> = keyof Disagreements extends never ? true : Disagreements;
