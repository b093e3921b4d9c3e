import type { CommandType } from "../../contract/index.ts";
import type { Operation } from "../types.ts";
import { activatePreset } from "./activate-preset.ts";
import { closeApp } from "./close-app.ts";
import { closeTab } from "./close-tab.ts";
import { focusApp } from "./focus-app.ts";
import { listApps } from "./list-apps.ts";
import { listTabs } from "./list-tabs.ts";
import { openUrl } from "./open-url.ts";
import { placeApp } from "./place-app.ts";
import { query } from "./query.ts";
import { savePreset } from "./save-preset.ts";
import { switchTab } from "./switch-tab.ts";

/** The commands this agent can carry out, one line each. */
const OPERATIONS: { [T in CommandType]?: Operation<T> } = {
  list_apps: listApps,
  list_tabs: listTabs,
  focus_app: focusApp,
  place_app: placeApp,
  close_app: closeApp,
  switch_tab: switchTab,
  open_url: openUrl,
  close_tab: closeTab,
  activate_preset: activatePreset,
  save_preset: savePreset,
  query,
};

export function operationFor<T extends CommandType>(type: T): Operation<T> | undefined {
  return OPERATIONS[type] as Operation<T> | undefined;
}

export function availableOperations(): CommandType[] {
  return Object.keys(OPERATIONS) as CommandType[];
}
