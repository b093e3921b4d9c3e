import { chrome } from "./chrome/index.ts";

/** Every application with its own folder, one line each: the registry (registry/) reads them from here. */
export const APPS = [chrome] as const;

export type { App } from "./app.ts";
