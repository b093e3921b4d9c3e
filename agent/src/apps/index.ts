import * as listed from "./list.ts";

/** Every application with its own folder (list.ts), by name: the registry (registry/) reads them from here. */
export const APPS = Object.values(listed).sort((a, b) => a.name.localeCompare(b.name));

export type { App } from "./app.ts";
