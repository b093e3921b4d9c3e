import { join } from "node:path";
import * as z from "zod";
import { readStore, updateStore, type StoreFile } from "../store/index.ts";
import { stalenessAfter, type Staleness } from "./staleness.ts";

/** The workspace as kept in the home: the apps open, the one in front, when it was last used, the tools it offered. */
export const KeptWorkspace = z.object({
  apps: z.array(z.string()).max(200),
  focused: z.string().nullable(),
  /** Milliseconds since the epoch, on the workspace's clock. */
  lastActivity: z.number(),
  tools: z.array(z.string()).max(1000),
});
export type KeptWorkspace = z.infer<typeof KeptWorkspace>;

/** The workspace now: what was kept (none before the first run) and how stale it is. */
export interface WorkspaceNow {
  kept?: KeptWorkspace;
  level: Staleness;
  idleMs: number;
}

/** The workspace of a home, on a clock (the simulated Mac's in --sim, a fake one in tests). */
export interface Workspace {
  now(): WorkspaceNow;
  /** A run used the workspace: what is open now, what is in front and the tools offered; the idle time starts over. */
  used(open: Omit<KeptWorkspace, "lastActivity">): void;
}

/** Milliseconds since the epoch. */
export type Clock = () => number;

function levelOf(kept: KeptWorkspace | undefined, clock: Clock): WorkspaceNow {
  if (!kept) return { level: "fresh", idleMs: 0 };
  const idleMs = Math.max(0, clock() - kept.lastActivity);
  return { kept, level: stalenessAfter(idleMs), idleMs };
}

const workspaceFile = (home: string): StoreFile<KeptWorkspace | null> => ({
  path: join(home, "workspace.json"),
  what: "workspace file",
  schema: KeptWorkspace.nullable(),
  empty: () => null,
  bound: (kept) => kept,
  maxBytes: 1_000_000,
  broken: "keep aside",
});

/** The workspace kept in `<home>/workspace.json`. */
export function fileWorkspace(home: string, clock: Clock = Date.now): Workspace {
  const file = workspaceFile(home);
  return {
    now: () => levelOf(readStore(file).value ?? undefined, clock),
    used: (open) => updateStore(file, () => ({ ...open, lastActivity: clock() })),
  };
}

/** A workspace in memory (tests). */
export function memoryWorkspace(clock: Clock, kept?: KeptWorkspace): Workspace & { kept?: KeptWorkspace } {
  const workspace: Workspace & { kept?: KeptWorkspace } = {
    ...(kept ? { kept } : {}),
    now: () => levelOf(workspace.kept, clock),
    used: (open) => void (workspace.kept = { ...open, lastActivity: clock() }),
  };
  return workspace;
}
