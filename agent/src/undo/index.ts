export { isEmpty, mergeEntries, onlyTouched, undoEntryOf, UndoEntry } from "./entry.ts";
export { fileUndoHistory, memoryUndoHistory, UNDO_DEPTH, type Latest, type UndoHistory } from "./history.ts";
export { planRestore, type RestorePlan } from "./restore-plan.ts";
export { restore, type RestoreContext, type Restored } from "./restore.ts";
export { irreversible } from "./irreversible.ts";
export { keepWayBack } from "./record.ts";
export { wayBackCall, type CommandRules, type Lasting, type PresetChange, type Touch, type WayBack } from "./rules.ts";
export { touchedBy, type Touched } from "./touched.ts";
