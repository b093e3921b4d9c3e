import type { App } from "../consequences/index.ts";
import type { Snapshot } from "../contract/index.ts";
import { resolveApp } from "../desktop/index.ts";

/** The app a step names, with its bundle ID when the desktop has it (the consequence rules match by it). */
export function appNamed(name: string, desktop: Snapshot): App {
  const app = resolveApp(name, desktop);
  return app.ok ? { name: app.value.name, bundleID: app.value.bundleID } : { name };
}

/** Where open_url and switch_tab open: Chrome when it runs, else the default browser. */
export function browserOf(desktop: Snapshot): App {
  const chrome = desktop.apps.find((app) => app.name === "Google Chrome");
  return chrome ? { name: chrome.name, bundleID: chrome.bundleID } : { name: "the web browser" };
}
