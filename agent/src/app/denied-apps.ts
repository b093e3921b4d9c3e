import { TAB_BROWSER, type Snapshot } from "../contract/index.ts";
import { isDenied, type Config } from "../store/index.ts";

/** The app whose data the snapshot's files are (the home's Desktop, Documents and Downloads, read through it). */
const FILES_APP = "Finder";

const turnedOff = (app: string) =>
  `${app} is turned off ("apps.deny" lists it: config.json's, or the menu bar's Settings › Apps): ` +
  "nothing of it is read";

/**
 * The desktop without what the apps `apps.deny` turns off hold, as every reader sees it (a planner, an MCP client's
 * snapshot tool and resource): their windows' titles (where a window is stays, so it can still be placed), the tabs
 * of a denied browser, the files of a denied Finder, each said to be turned off.
 */
export function withoutDenied(snapshot: Snapshot, config: Config): Snapshot {
  if (config.apps.deny.length === 0) return snapshot;
  const denied = (app: string) => isDenied(app, config);
  const windows = snapshot.windows.map((window) => (denied(window.app) ? { ...window, title: "" } : window));
  const tabs = denied(TAB_BROWSER.name) ? { tabs: [], tabsUnavailable: turnedOff(TAB_BROWSER.name) } : {};
  const files = denied(FILES_APP) && snapshot.files ? { files: [], filesUnavailable: turnedOff(FILES_APP) } : {};
  return { ...snapshot, windows, ...tabs, ...files };
}

/** Whether the home's files may be read: not through a denied Finder. */
export const readsFiles = (config: Config) => !isDenied(FILES_APP, config);

/** Whether the tabs read may be kept in the tab history: not those of a denied browser. */
export const keepsTabs = (config: Config) => !isDenied(TAB_BROWSER.name, config);
