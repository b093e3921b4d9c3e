import type { ToolAnnotations } from "@modelcontextprotocol/sdk/types.js";
import type { CommandDefinition, Effect } from "../commands/index.ts";

/** What a command may do: its own `effect`, else what an app's tool's `tier` says; a command with neither is a bug. */
export function effectOf(definition: CommandDefinition): Effect {
  const effect = definition.effect ?? (definition.tier ? { tier: definition.tier } : undefined);
  if (effect === undefined) throw new Error(`${definition.type} declares neither an effect nor a tier`);
  return effect;
}

/**
 * The hints a client is given about a tool, from what its command may do. They are hints: the agent asks the person
 * before what may lose something whatever a client makes of them.
 */
export function annotationsOf(effect: Effect): ToolAnnotations {
  return {
    readOnlyHint: effect.tier === "read",
    destructiveHint: effect.tier === "destructive",
    idempotentHint: effect.tier === "read" || effect.idempotent === true,
    openWorldHint: effect.openWorld === true,
  };
}
