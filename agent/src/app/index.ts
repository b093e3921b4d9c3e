export { planCommand } from "./plan.ts";
export { createRunner, type DesktopSession, type Runner, type RunOptions } from "./runner.ts";
export { runCommand, thrownResult, type Clarifier, type RunOutcome } from "./run.ts";
export { AppService, type AppServiceOptions } from "./service.ts";
export { clientRequests } from "./client-requests.ts";
export { spoonRequests } from "./spoon-requests.ts";
export { spoonClarifier } from "./spoon-runs.ts";
export { withSettings, type Settings } from "./settings.ts";
export { closeUnfinishedRuns } from "./unfinished-runs.ts";
