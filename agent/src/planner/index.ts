export { planOffline, type PlannedEnvelope } from "./offline.ts";
export type { Candidate } from "./outcome.ts";
