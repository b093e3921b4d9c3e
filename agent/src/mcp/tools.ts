import * as z from "zod";
import type { Tool } from "@modelcontextprotocol/sdk/types.js";
import { effectOf, type CommandDefinition } from "../commands/index.ts";
import { CommandText } from "../contract/index.ts";
import { COMMANDS } from "../registry/index.ts";
import { annotationsOf } from "./hints.ts";
import { CommandOutcome, jsonSchemaOf, RunOutcome, SnapshotOutcome } from "./outcome.ts";

/** The tools that are no command of the contract. */
export const RUN_TOOL = "run";
export const SNAPSHOT_TOOL = "snapshot";

const ASKS_FIRST =
  "\n\nWhat this may lose is asked of the person at the Mac first, in the approval window of the Claude Spoon: " +
  "a refusal comes back as an error result, and nothing you send (arguments, answers) approves it.";

/** The arguments `run` takes. */
export const RunArguments = z.strictObject({
  command: CommandText.refine(
    (text) => text.trim() !== "",
    'command must say what to do, e.g. "slack left half"',
  ).describe('What to do, in the person\'s words: "slack left half", "close all reddit tabs"'),
});

/** The command's fields as a tool's arguments: its schema without `type`, which is the tool's name. */
function argumentsSchema(definition: CommandDefinition): Tool["inputSchema"] {
  const json = jsonSchemaOf(definition.schema, "input");
  const { type: _type, ...properties } = (json.properties ?? {}) as Record<string, object>;
  const required = ((json.required ?? []) as string[]).filter((name) => name !== "type");
  const { required: _all, ...rest } = json;
  return { ...rest, properties, ...(required.length > 0 ? { required } : {}) };
}

/** One command of the contract as a tool: named by its type, its model-facing text, its fields, its hints. */
function commandTool(definition: CommandDefinition): Tool {
  const effect = effectOf(definition);
  return {
    name: definition.type,
    description: effect.tier === "destructive" ? `${definition.description}${ASKS_FIRST}` : definition.description,
    inputSchema: argumentsSchema(definition),
    outputSchema: jsonSchemaOf(CommandOutcome, "output"),
    annotations: annotationsOf(effect),
  };
}

const RUN: Tool = {
  name: RUN_TOOL,
  description:
    "Does what a person would type in the Claude command bar on their Mac (windows, apps, tabs, presets, " +
    "questions about the desktop), planned by hs-claude's own planner: plain commands locally, the rest by Claude " +
    "when a key is configured. A command that is not plain enough comes back as an error result naming the " +
    `choices; say one of them in a new call.${ASKS_FIRST}`,
  inputSchema: jsonSchemaOf(RunArguments, "input"),
  outputSchema: jsonSchemaOf(RunOutcome, "output"),
  annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true },
};

const SNAPSHOT: Tool = {
  name: SNAPSHOT_TOOL,
  description:
    "The desktop as it is now: screens, running and installed apps, windows with their frames, browser tabs " +
    "(with their 1-based indices), presets. Exact app names and tab indices for the other tools come from here.",
  inputSchema: { type: "object", properties: {}, additionalProperties: false },
  outputSchema: jsonSchemaOf(SnapshotOutcome, "output"),
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
};

let listed: readonly Tool[] | undefined;

/** Every tool the server offers: each command of the contract, then `run` and `snapshot` (made once). */
export function listTools(): readonly Tool[] {
  listed ??= [...(COMMANDS as readonly CommandDefinition[]).map(commandTool), RUN, SNAPSHOT];
  return listed;
}
