import { APPS } from "../apps/index.ts";
import type { Snapshot } from "../contract/index.ts";
import { contextText, type ContextLines } from "../desktop/index.ts";

const APP_LINES: ContextLines[] = APPS.flatMap((app) => (app.context ? [app.context] : []));

/** The desktop as the model reads it (planning, questions): the desktop's lines with each application's own. */
export const modelContext = (snapshot: Snapshot): string => contextText(snapshot, APP_LINES);
