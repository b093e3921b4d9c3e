import type { ToolAnnotations } from "@modelcontextprotocol/sdk/types.js";
import type { Effect } from "../commands/index.ts";

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
