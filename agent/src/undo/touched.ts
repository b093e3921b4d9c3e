import { rulesOf, type CommandRules, type FileMove, type PresetChange, type WayBack } from "./rules.ts";

/** A step as the executor reports it: only what this file reads. */
interface RanStep {
  command: { type: string };
  status: string;
  result?: unknown;
}

/**
 * What a plan's steps could have changed: the apps they named or placed, the tabs they closed and
 * opened (by the browser's ids, from their results). Undo takes back only these: the desktop was read
 * before planning, and what the person did meanwhile (a tab opened, a window moved) is theirs.
 */
export interface Touched {
  apps: Set<string>;
  closedTabs: Set<string>;
  openedTabs: Set<string>;
  /** Files moved, in the order they were: undo moves them back last first. */
  files: FileMove[];
  /** The app operations that take back what done steps did (their commands' `wayBack`), in the steps' order. */
  calls: WayBack[];
  /** Presets saved over or removed, in the steps' order: undo puts them back last first. */
  presets: PresetChange[];
}

/** Each step that ran (done or failed) touches what its command's `touches` rule says; a done one has its way back. */
export function touchedBy(steps: RanStep[], commands: readonly CommandRules[]): Touched {
  const touched: Touched = {
    apps: new Set(),
    closedTabs: new Set(),
    openedTabs: new Set(),
    files: [],
    calls: [],
    presets: [],
  };
  for (const step of steps.filter((s) => s.status !== "skipped")) {
    const rules = rulesOf(step, commands);
    const touch = rules?.touches?.(step.command, step.result) ?? {};
    touch.apps?.forEach((app) => touched.apps.add(app));
    touch.closedTabs?.forEach((id) => touched.closedTabs.add(id));
    touch.openedTabs?.forEach((id) => touched.openedTabs.add(id));
    touched.files.push(...(touch.files ?? []));
    touched.presets.push(...(touch.presets ?? []));
    if (step.status === "done") touched.calls.push(...(rules?.wayBack?.(step.command, step.result) ?? []));
  }
  return touched;
}
