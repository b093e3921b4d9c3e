import * as listed from "./list.ts";

/**
 * Every application with its own folder (list.ts), by name: the registry (registry/) reads them from here. Names
 * compare by code point, as the Spoon orders them: the locale's collator would cost every start ~10 ms to load.
 */
export const APPS = Object.values(listed).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

/** Any one app's command definitions, as one union over the apps (list.ts). */
export type AppDefinition = (typeof APPS)[number]["commands"][number];

/** Every app's command definitions, in the apps' order. */
export const APP_COMMANDS = APPS.flatMap((app): readonly AppDefinition[] => app.commands);

/** The browsers that run page steps, each with its page operation. */
export const PAGE_BROWSERS = APPS.flatMap((app) =>
  app.page ? [{ app: app.name, page: app.page, ownTabIds: app.ownTabIds === true }] : [],
);

export type { App } from "./app.ts";
/** The names a command's words may give a file of the home; undefined when they cannot name one (Finder's). */
export { fileNamesIn } from "./finder/index.ts";
