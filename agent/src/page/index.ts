export { pageCommands } from "./commands.ts";
export { pageOperation, type PageBrowser, type PageOperation } from "./operation.ts";
export { planPageSteps, PageStepsPlan, type PlannedPage } from "./orchestrator.ts";
export { callForStep, type PageStep, type StepCall } from "./step-call.ts";
export { pageText, PAGE_TEXT_BUDGET } from "./page-text.ts";
export type { PageModel } from "./model-call.ts";
export { notTheApprovedCall, PlannedStep, targetLine } from "./approved-step.ts";
