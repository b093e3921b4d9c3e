import type { Snapshot } from "../contract/index.ts";
import { ApiError } from "../errors/index.ts";
import { apiErrorFrom, createClient, modelFor } from "../llm/index.ts";
import { answerWithClaude } from "./claude.ts";
import { QueryMemory } from "./memory.ts";
import { TabHistory } from "./history.ts";
import { answerOffline } from "./offline.ts";
import { plainLine } from "../util/index.ts";

export type QueryAnswerer = (question: string, snapshot: Snapshot) => Promise<string>;

/** Answers offline when the agent can compute it, else through Claude when a key is set; remembers each answer. */
export function queryAnswerer(options: {
  offline: boolean;
  history?: TabHistory;
  memory?: QueryMemory;
  env?: NodeJS.ProcessEnv;
}): QueryAnswerer {
  const memory = options.memory ?? new QueryMemory();
  const client = options.offline ? Promise.resolve(undefined) : createClient(options.env);
  return async (question, plain) => {
    const snapshot = options.history ? { ...plain, tabs: options.history.observe(plain.tabs) } : plain;
    const computed = answerOffline(question, snapshot);
    if (computed !== undefined) {
      memory.remember(question, computed);
      return computed;
    }
    const claude = await client;
    if (!claude)
      throw new ApiError(
        `"${plainLine(question)}" needs Claude to answer: set ANTHROPIC_API_KEY (and leave out --offline)`,
      );
    const model = modelFor("query", options.env);
    const answer = await answerWithClaude(question, snapshot, memory, claude, model).catch(async (error: unknown) => {
      throw error instanceof ApiError ? error : await apiErrorFrom(error);
    });
    memory.remember(question, answer);
    return answer;
  };
}

export { answerOffline } from "./offline.ts";
export { QueryMemory } from "./memory.ts";
export { TabHistory };
