import type { App } from "../consequences/index.ts";
import type { Snapshot } from "../contract/index.ts";
import { resolveApp } from "../desktop/index.ts";

/** The app a step names, with its bundle ID when the desktop has it (the consequence rules match by it). */
export function appNamed(name: string, desktop: Snapshot): App {
  const app = resolveApp(name, desktop);
  return app.ok ? { name: app.value.name, bundleID: app.value.bundleID } : { name };
}
