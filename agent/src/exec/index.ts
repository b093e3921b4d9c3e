export { executeEnvelope, checkPlan, rejected } from "./executor.ts";
export { readSnapshot } from "./snapshot.ts";
export { availableOperations } from "./operations/index.ts";
export type { ExecContext, ExecResult, SpoonChannel, Step } from "./types.ts";
