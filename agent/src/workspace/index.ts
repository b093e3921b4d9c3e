export { ARCHIVED, RESTORE_HOW, STALENESS_LIMITS, stalenessAfter, type Staleness } from "./staleness.ts";
export {
  fileWorkspace,
  KeptWorkspace,
  memoryWorkspace,
  type Clock,
  type Workspace,
  type WorkspaceNow,
} from "./workspace.ts";
export { choosePhase, offeredWith, workspaceView, type Phase, type PhasePlan, type WorkspaceView } from "./phase.ts";
