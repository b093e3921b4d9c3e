import * as z from "zod";
import { ActivatePreset } from "./activate-preset.ts";
import { CloseApp } from "./close-app.ts";
import { CloseTab } from "./close-tab.ts";
import { FocusApp } from "./focus-app.ts";
import { ListApps } from "./list-apps.ts";
import { ListTabs } from "./list-tabs.ts";
import { OpenUrl } from "./open-url.ts";
import { PlaceApp } from "./place-app.ts";
import { Query } from "./query.ts";
import { SavePreset } from "./save-preset.ts";
import { SwitchTab } from "./switch-tab.ts";

/** The command schemas by type: one line each. */
export const COMMAND_SCHEMAS = {
  list_apps: ListApps,
  focus_app: FocusApp,
  place_app: PlaceApp,
  close_app: CloseApp,
  list_tabs: ListTabs,
  switch_tab: SwitchTab,
  open_url: OpenUrl,
  close_tab: CloseTab,
  activate_preset: ActivatePreset,
  save_preset: SavePreset,
  query: Query,
} as const;

export type CommandType = keyof typeof COMMAND_SCHEMAS;
export const COMMAND_TYPES = Object.keys(COMMAND_SCHEMAS) as CommandType[];
export type CommandOf<T extends CommandType> = z.infer<(typeof COMMAND_SCHEMAS)[T]>;
export type Command = { [T in CommandType]: CommandOf<T> }[CommandType];

export { AppName, TabIndex } from "./app-name.ts";
export { Bounds, Monitor } from "./place-app.ts";
