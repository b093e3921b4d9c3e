import type * as z from "zod";
import { APP_COMMANDS, PAGE_BROWSERS } from "../apps/index.ts";
import { DESKTOP_COMMANDS, type CommandDefinition } from "../commands/index.ts";
import { pageCommands } from "../page/index.ts";

/**
 * Every command: the desktop's own, then each application's, then the page steps run in the browsers' tabs.
 * The planner's tool, the executor's checks, the loop, undo and the MCP server read this list.
 */
export const COMMANDS = [...DESKTOP_COMMANDS, ...APP_COMMANDS, ...pageCommands(PAGE_BROWSERS)];

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

/**
 * The definition of a command whose type is known only at run time, typed for any command. Its type argument is
 * given: inferred from an expected type through CommandOf, it cost the type check ~50 ms at each such call.
 */
export const definitionOf = (command: Command): CommandDefinition<Command> =>
  commandDefinition<CommandType>(command.type);

export function isCommandType(value: unknown): value is CommandType {
  return typeof value === "string" && (COMMAND_TYPES as string[]).includes(value);
}
