import { APPS, PAGE_BROWSERS } from "../apps/index.ts";
import type { ApprovalRequest, CommandDefinition, Tier } from "../commands/index.ts";
import type { Snapshot } from "../contract/index.ts";
import { asksBeforeWrites, deniedMessage, isDenied, type Config } from "../store/index.ts";
import { commandDefinition, type Command } from "./commands.ts";

// Where the registry's users have always found them; what apps.deny means is config.json's (store).
export { asksBeforeWrites, deniedMessage, isDenied };

/** The application whose folder defines the command ("Notes" for notes_create); undefined for the desktop's own. */
export const appOf = (type: string): string | undefined =>
  APPS.find((app) => app.commands.some((command) => command.type === type))?.name;

/** An app's own tool: a command of an app's folder that declares its permission tier. */
export const isAppTool = (type: string): boolean => commandDefinition(type)?.tier !== undefined;

/** The names of the apps with tools of their own (commands with a permission tier). */
export const appsWithTools = (): string[] =>
  APPS.filter((app) => app.commands.some((command) => isAppTool(command.type))).map((app) => app.name);

/**
 * Whether `apps.deny` turns the command off: an app's command when the app is denied, a page tool when every browser
 * that runs page steps is (one denied browser refuses the steps that would run in it).
 */
export function isDeniedCommand(type: string, config: Config): boolean {
  const app = appOf(type);
  if (app !== undefined) return isDenied(app, config);
  return type.startsWith("page_") && PAGE_BROWSERS.every((browser) => isDenied(browser.app, config));
}

/** The first command of the plan whose app is denied, as the message it is refused with; undefined when none. */
export function deniedStep(commands: Command[], config: Config): string | undefined {
  for (const [position, command] of commands.entries()) {
    const app = appOf(command.type);
    if (app !== undefined && isDenied(app, config))
      return `commands[${position}] (${command.type}): ${deniedMessage(app)}`;
  }
  return undefined;
}

/** A step as the person reads it in a question or a report: the app, the tool and what it was given. */
export function stepWords(command: Command): string {
  const fields = Object.entries(command)
    .filter(([key]) => key !== "type")
    .map(([key, value]) => `${key} ${JSON.stringify(value)}`);
  const app = appOf(command.type);
  return `${app ? `${app}: ` : ""}${command.type}${fields.length ? ` (${fields.join(", ")})` : ""}`;
}

/** The question before write-tier steps of an app whose writes the person asked to be asked about. */
function writeQuestion(app: string, commands: Command[]): ApprovalRequest {
  const changes = commands.length === 1 ? "this change" : `these ${commands.length} changes`;
  return { title: `Let ${app} make ${changes}?`, detail: commands.map(stepWords).join("\n") };
}

/**
 * What the plan's steps of one type ask before it runs, by their tier: `read` nothing; `write` nothing unless the
 * person's settings ask for the app (then its `approval`, else a question listing the steps); `destructive` always
 * its `approval`, which must list exactly what will happen. A command without a tier: its `approval` decides.
 */
export function tieredApproval(
  definition: CommandDefinition<Command>,
  commands: Command[],
  desktop: Snapshot,
  config: Config,
): ApprovalRequest | undefined {
  const tier: Tier | undefined = definition.tier;
  if (tier === "read") return undefined;
  if (tier === "write") {
    const app = appOf(definition.type) ?? definition.type;
    if (!asksBeforeWrites(app, config)) return undefined;
    return definition.approval?.(commands, desktop, config) ?? writeQuestion(app, commands);
  }
  const request = definition.approval?.(commands, desktop, config);
  if (tier === "destructive" && request === undefined)
    throw new Error(`${definition.type} is destructive but its approval asked nothing: it must list what will happen`);
  return request;
}
