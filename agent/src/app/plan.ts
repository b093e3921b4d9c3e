import type { Usage } from "../cost/index.ts";
import { commandTooLong, MAX_COMMAND_CHARS, type Snapshot } from "../contract/index.ts";
import { ApiError, InputError } from "../errors/index.ts";
import { apiErrorFrom, createClient, modelFor } from "../llm/index.ts";
import { planOffline, planWithClaude, type PlannedEnvelope } from "../registry/index.ts";
import { answerOffline } from "../query/index.ts";
import { illFormedText, plainLine } from "../util/index.ts";
import { OFFLINE_ONLY } from "./messages.ts";

/** A question the agent cannot compute is not a plan the offline planner can stand behind: it defers. */
function unanswerableOffline(envelope: PlannedEnvelope, snapshot: Snapshot): PlannedEnvelope {
  const [only] = envelope.commands;
  if (envelope.commands.length !== 1 || only?.type !== "query" || answerOffline(only.question, snapshot) !== undefined)
    return envelope;
  return {
    commands: [],
    needs_clarification: true,
    clarification_reason: `"${plainLine(only.question)}" needs Claude to answer`,
    source: "offline",
    cannot: "offline",
  };
}

/**
 * A command over the limit is refused before anything reads the desktop or plans (patterns grow with the text), and
 * so is one holding a NUL or a lone surrogate (its words would reach the Mac cut short or not at all).
 */
export function checkCommandText(text: string): void {
  if (text.length > MAX_COMMAND_CHARS) throw new InputError(commandTooLong(text.length));
  const illFormed = illFormedText(text);
  if (illFormed) throw new InputError(`the command ${illFormed}`);
}

/** The offline planner's plan, or its question: a question only Claude can answer is deferred as one. */
export function planOfflineFirst(text: string, snapshot: Snapshot): PlannedEnvelope {
  return unanswerableOffline(planOffline(text, snapshot), snapshot);
}

/** How a command is planned: offline only or not, where Claude's key is, what to tell, what it spent. */
export interface PlanOptions {
  offline: boolean;
  env?: NodeJS.ProcessEnv;
  notice?: (text: string) => void;
  usage?: Usage;
  /** The commands Claude is offered (the workspace's phase, without a denied app's tools); default every command. */
  offered?: readonly string[];
  /** Stops a call to Claude under way (the person cancelled the run). */
  signal?: AbortSignal;
  /** Told as a call to Claude to plan starts (a CLI at a terminal shows progress); what it returns, as it ends. */
  onClaudePlanning?: () => () => void;
}

/**
 * Planning: the offline planner first; when it defers and an API key is set (and not --offline),
 * one Claude call; without a key the clarification stands, and stderr says the agent is offline.
 */
export async function planCommand(text: string, snapshot: Snapshot, options: PlanOptions): Promise<PlannedEnvelope> {
  checkCommandText(text);
  const offline = planOfflineFirst(text, snapshot);
  if (!offline.needs_clarification || options.offline) return offline;
  const client = await createClient(options.env);
  if (!client) {
    options.notice?.(OFFLINE_ONLY);
    return offline;
  }
  const planned = options.onClaudePlanning?.();
  try {
    const model = modelFor("planner", options.env);
    const plan = await planWithClaude(text, snapshot, client, model, options.usage, options.offered, options.signal);
    // Claude's question has no choices to pick from: the offline planner's, when it had some, stay offered.
    const choices = offline.candidates?.length && plan.needs_clarification && !plan.candidates?.length;
    return choices ? { ...plan, candidates: offline.candidates } : plan;
  } catch (error) {
    throw error instanceof ApiError ? error : await apiErrorFrom(error);
  } finally {
    planned?.();
  }
}
