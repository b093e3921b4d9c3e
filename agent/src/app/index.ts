export { planCommand } from "./plan.ts";
export { createRunner, type DesktopSession, type Runner, type RunOptions } from "./runner.ts";
export { runCommand, thrownResult, type Clarifier, type RunOutcome } from "./run.ts";
export { agentService } from "./agent-service.ts";
export { spoonClarifier, spoonRequests } from "./spoon-requests.ts";
export { closeUnfinishedRuns } from "./unfinished-runs.ts";
