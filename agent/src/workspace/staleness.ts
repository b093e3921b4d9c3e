/**
 * How long ago the workspace was last used, in four levels: fresh (< 2 h, used as is), stale (2-24 h, what
 * changes by itself is read again), dormant (24 h-7 d, the model sees an empty workspace), archived (> 7 d, the apps'
 * tools are blocked until the person restores it).
 */
export type Staleness = "fresh" | "stale" | "dormant" | "archived";

const HOUR_MS = 3_600_000;
/** Where each level ends, in idle milliseconds: the level of the first limit the idle time is under. */
export const STALENESS_LIMITS: readonly [Staleness, number][] = [
  ["fresh", 2 * HOUR_MS],
  ["stale", 24 * HOUR_MS],
  ["dormant", 7 * 24 * HOUR_MS],
];

/** The level after `idleMs` without activity. */
export function stalenessAfter(idleMs: number): Staleness {
  return STALENESS_LIMITS.find(([, limit]) => idleMs < limit)?.[0] ?? "archived";
}

/** What asks to be restored names both ways of doing it. */
export const RESTORE_HOW = 'say "restore my workspace", or choose Restore Workspace in the menu bar';

/** Why an app's tool does not run while the workspace is archived. */
export const ARCHIVED =
  `the workspace is archived (unused for more than 7 days), so apps' own tools are blocked: ${RESTORE_HOW}, ` +
  "then try again; nothing was changed";
