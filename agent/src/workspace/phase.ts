import type { Snapshot } from "../contract/index.ts";
import { appOf, appsWithTools, COMMANDS, isAppTool, isDenied, type CommandType } from "../registry/index.ts";
import type { Config } from "../store/index.ts";
import type { Staleness } from "./staleness.ts";
import type { WorkspaceNow } from "./workspace.ts";

/** The apps open in the workspace, and the one in front, as the model is shown them. */
export interface WorkspaceView {
  level: Staleness;
  apps: string[];
  focused: string | null;
}

/**
 * The workspace as the planner uses it: fresh, as kept; stale, read again from the desktop just read; dormant or
 * archived, empty (its apps must be opened again, or the workspace restored, before their tools are offered).
 */
export function workspaceView(now: WorkspaceNow, desktop: Snapshot): WorkspaceView {
  const { level, kept } = now;
  if (level === "dormant" || level === "archived") return { level, apps: [], focused: null };
  if (level === "fresh" && kept) return { level, apps: kept.apps, focused: kept.focused };
  const running = desktop.apps.filter((app) => app.running !== false);
  return { level, apps: running.map((app) => app.name), focused: running.find((app) => app.frontmost)?.name ?? null };
}

/** Control: the app and window tools only; execution: those and the tools of the apps open. */
export type Phase = "control" | "execution";

/** The tools one planning request offers, and whether planning goes on to the execution phase once this plan ran. */
export interface PhasePlan {
  phase: Phase;
  offered: CommandType[];
  /** Plan again with the execution phase's tools once the control phase's plan has opened the apps. */
  thenExecution: boolean;
}

/** The apps with tools of their own that the person's words name ("pause spotify" names Spotify). */
function appsNamed(text: string, config: Config): string[] {
  const words = ` ${text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ")} `;
  return appsWithTools().filter((name) => !isDenied(name, config) && words.includes(` ${name.toLowerCase()} `));
}

/** The commands offered with the apps in `open`: every command but closed apps' tools, and never a denied app's. */
export function offeredWith(open: string[], config: Config): CommandType[] {
  const isOpen = (app: string) => open.some((name) => name.toLowerCase() === app.toLowerCase());
  const offered = COMMANDS.filter(({ type }) => {
    const app = appOf(type);
    if (app !== undefined && isDenied(app, config)) return false;
    return !isAppTool(type) || (app !== undefined && isOpen(app));
  });
  return offered.map(({ type }) => type);
}

/**
 * The phases: an archived workspace offers the control tools only; when the apps the words name are open (or
 * none is named), execution at once (control and the open apps' tools); else control first, then execution.
 */
export function choosePhase(text: string, view: WorkspaceView, config: Config): PhasePlan {
  const control = offeredWith([], config);
  if (view.level === "archived") return { phase: "control", offered: control, thenExecution: false };
  const isOpen = (app: string) => view.apps.some((name) => name.toLowerCase() === app.toLowerCase());
  if (appsNamed(text, config).every(isOpen))
    return { phase: "execution", offered: offeredWith(view.apps, config), thenExecution: false };
  return { phase: "control", offered: control, thenExecution: true };
}
