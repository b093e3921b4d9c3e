export type { Act, App, ApprovalAnswer, ApprovalRequest, Approver, Chord } from "./types.ts";
export { chordApproval, normalizedChord, parseChord } from "./chords.ts";
export { controlApproval, describesConsequential } from "./controls.ts";
export { kindOf, type AppKind } from "./apps.ts";
export { urlApproval } from "./urls.ts";
export { InputWatch, planQuestions } from "./watch.ts";
export { requestKey } from "./questions.ts";
export { frontApp, frontIn, RunGuard, type Allowed } from "./guard.ts";
export { pageStepApproval, type PageElement } from "./page.ts";
