/** A step as the executor reports it: only what this file reads. */
interface RanStep {
  command: { type: string; app_name?: unknown };
  status: string;
  result?: unknown;
}

/**
 * What a plan's steps could have changed: the apps they named or placed, the tabs they closed and
 * opened (by Chrome's ids, from their results). Undo takes back only these: the desktop was read
 * before planning, and what the person did meanwhile (a tab opened, a window moved) is theirs.
 */
export interface Touched {
  apps: Set<string>;
  closedTabs: Set<string>;
  openedTabs: Set<string>;
}

export function touchedBy(steps: RanStep[]): Touched {
  const touched: Touched = { apps: new Set(), closedTabs: new Set(), openedTabs: new Set() };
  for (const step of steps.filter((s) => s.status !== "skipped")) {
    if (typeof step.command.app_name === "string") touched.apps.add(step.command.app_name);
    const result = (step.result ?? {}) as {
      placed?: { name?: unknown }[];
      closed?: { id?: unknown }[];
      tabId?: unknown;
      browser?: unknown;
    };
    for (const placed of result.placed ?? []) if (typeof placed.name === "string") touched.apps.add(placed.name);
    for (const closed of result.closed ?? []) if (typeof closed.id === "string") touched.closedTabs.add(closed.id);
    if (typeof result.tabId === "string") touched.openedTabs.add(result.tabId);
    // Switching to or opening a tab brings the browser forward, and may start it.
    if (step.command.type === "switch_tab" || step.command.type === "close_tab") touched.apps.add("Google Chrome");
    if (typeof result.browser === "string") touched.apps.add(result.browser);
  }
  return touched;
}
