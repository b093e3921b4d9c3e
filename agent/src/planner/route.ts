import type { Snapshot } from "../contract/index.ts";
import { createClient, describeApiError, modelFor } from "../llm/client.ts";
import { planWithClaude, PlannerError } from "./claude.ts";
import { answerOffline } from "../query/offline.ts";
import { planOffline, type PlannedEnvelope } from "./offline.ts";

/** A question the agent cannot compute is not a plan the offline planner can stand behind: it defers. */
function unanswerableOffline(envelope: PlannedEnvelope, snapshot: Snapshot): PlannedEnvelope {
  const [only] = envelope.commands;
  if (envelope.commands.length !== 1 || only?.type !== "query" || answerOffline(only.question, snapshot) !== undefined)
    return envelope;
  return {
    commands: [],
    needs_clarification: true,
    clarification_reason: `"${only.question}" needs Claude to answer`,
    source: "offline",
  };
}

/** A planning failure a person can act on (the API refused, the answer was cut off): nothing runs. */
export class PlanningFailed extends Error {}

/**
 * Routing: the offline planner first; when it defers and an API key is set (and not --offline),
 * one Claude call; without a key the clarification stands, and stderr says the agent is offline.
 */
export async function planCommand(
  text: string,
  snapshot: Snapshot,
  options: { offline: boolean; env?: NodeJS.ProcessEnv },
): Promise<PlannedEnvelope> {
  const offline = unanswerableOffline(planOffline(text, snapshot), snapshot);
  if (!offline.needs_clarification || options.offline) return offline;
  const client = await createClient(options.env);
  if (!client) {
    process.stderr.write("hs-claude: no ANTHROPIC_API_KEY, so planning is offline only\n");
    return offline;
  }
  try {
    return await planWithClaude(text, snapshot, client, modelFor("planner", options.env));
  } catch (error) {
    throw new PlanningFailed(error instanceof PlannerError ? error.message : describeApiError(error));
  }
}
