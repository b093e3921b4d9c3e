import type * as z from "zod";
import { activatePreset } from "./activate-preset.ts";
import { clickElement } from "./click-element.ts";
import { closeApp } from "./close-app.ts";
import { closeTab } from "./close-tab.ts";
import type { CommandDefinition } from "./define.ts";
import { focusApp } from "./focus-app.ts";
import { hideApp } from "./hide-app.ts";
import { listApps } from "./list-apps.ts";
import { listTabs } from "./list-tabs.ts";
import { openUrl } from "./open-url.ts";
import { placeApp } from "./place-app.ts";
import { pressKey } from "./press-key.ts";
import { query } from "./query.ts";
import { savePreset } from "./save-preset.ts";
import { scroll } from "./scroll.ts";
import { switchTab } from "./switch-tab.ts";
import { typeText } from "./type-text.ts";
import { undo } from "./undo.ts";
import { wait } from "./wait.ts";

/** Every command, one line each: the planner's tool, the executor, the loop and the MCP server read this list. */
export const COMMANDS = [
  listApps,
  focusApp,
  placeApp,
  closeApp,
  hideApp,
  listTabs,
  switchTab,
  openUrl,
  closeTab,
  activatePreset,
  savePreset,
  query,
  clickElement,
  typeText,
  pressKey,
  scroll,
  wait,
  undo,
] as const;

type Definition = (typeof COMMANDS)[number];
/** A command of the contract, as its schema makes it. */
export type Command = z.infer<Definition["schema"]>;
export type CommandType = Command["type"];
export type CommandOf<T extends CommandType> = Extract<Command, { type: T }>;

export const COMMAND_TYPES: CommandType[] = COMMANDS.map((command) => command.type);

/** The definition of a command type; undefined for a type that is not a command. */
export function commandDefinition<T extends CommandType>(type: T): CommandDefinition<CommandOf<T>>;
export function commandDefinition(type: string): CommandDefinition | undefined;
export function commandDefinition(type: string): CommandDefinition | undefined {
  return (COMMANDS as readonly CommandDefinition[]).find((command) => command.type === type);
}

export function isCommandType(value: unknown): value is CommandType {
  return typeof value === "string" && (COMMAND_TYPES as string[]).includes(value);
}
