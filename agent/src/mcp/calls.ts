import type { CallToolResult, Implementation } from "@modelcontextprotocol/sdk/types.js";
import {
  executeGiven,
  notDoneMessage,
  runCommand,
  type Conversation,
  type DesktopSession,
  type Runner,
} from "../app/index.ts";
import type { Source, Trail } from "../audit/index.ts";
import { rejected } from "../exec/index.ts";
import { plainJson, plainLine } from "../util/index.ts";
import { commandEnvelope, noArguments, runArguments } from "./arguments.ts";
import { commandOutcome, refusedArguments, toolResult } from "./results.ts";

const SOURCE: Source = "mcp";

/** What every call is made with: the desktop, the server's own --yes, and who the client said it is. */
export interface CallContext {
  desktop: DesktopSession;
  /** The server's command-line --yes: the only yes there is; nothing a client sends approves anything. */
  yes: boolean;
  /**
   * The client's conversation, one per connection: what an earlier call typed is judged with a later call's Return;
   * its words are not the person's, and every destructive step it gives asks.
   */
  conversation: Conversation;
  /** The client's name and version from its initialize request; absent before it said. */
  client(): Implementation | undefined;
  /** Told what the person should know that is no result (planning is offline only). */
  notice(text: string): void;
  /** True once the client cancelled the call. */
  cancelled(): boolean;
  /** Aborted once the client cancelled the call: a call to Claude under way (planning) ends at once. */
  signal: AbortSignal;
}

const clientOf = (context: CallContext) => {
  const client = context.client();
  return client ? { name: client.name, version: client.version } : { name: "unknown", version: "unknown" };
};

/** The runner, each run it starts logged as the MCP client's, by name. */
function clientRunner(context: CallContext): Runner {
  const { runner } = context.desktop;
  return {
    ...runner,
    trail: (source, command, run): Trail => {
      const trail = runner.trail(source, undefined, run);
      if (command === undefined) return trail;
      trail.record("command", { source, text: command, client: clientOf(context) });
      return { ...trail, command };
    },
  };
}

/** A call that runs no plan (refused arguments, a snapshot) in the log: which tool, which client, how it ended. */
function logCall(context: CallContext, tool: string, result: Record<string, unknown>): void {
  const trail = context.desktop.runner.trail(SOURCE);
  trail.record("command", { source: SOURCE, tool, client: clientOf(context) });
  trail.record("result", result);
}

/** A command tool: its arguments as a one-command envelope, checked, then executed as `exec` executes one. */
export async function callCommand(context: CallContext, tool: string, args: Record<string, unknown> | undefined) {
  const checked = commandEnvelope(tool, args);
  if (!checked.ok) {
    logCall(context, tool, { success: false, error: checked.error, errorType: "validation" });
    return refusedArguments(checked.error);
  }
  const { runner } = context.desktop;
  const before = await runner.read();
  const trail = runner.trail(SOURCE);
  trail.record("command", { source: SOURCE, tool, client: clientOf(context), envelope: true });
  const { result } = await executeGiven(runner, checked.value, {
    ...{ yes: context.yes, before, trail, conversation: context.conversation },
    ...{ cancelled: context.cancelled, signal: context.signal },
  });
  return toolResult(commandOutcome(result));
}

/** `run`: the words planned by the same planner as the command bar's, then run; a question comes back as an error. */
export async function callRun(context: CallContext, tool: string, args: Record<string, unknown> | undefined) {
  const checked = runArguments(tool, args);
  if (!checked.ok) {
    logCall(context, tool, { success: false, error: checked.error, errorType: "validation" });
    return toolResult({ ...commandOutcome(rejected(checked.error)), plan: [] });
  }
  const { yes, notice, cancelled, signal, conversation } = context;
  // The client's words, not the person's: nothing they type or carry counts as said (see Conversation).
  const outcome = await runCommand(checked.value, clientRunner(context), {
    ...{ offline: false, yes, notice, cancelled, signal, source: SOURCE, conversation },
  });
  if (outcome.kind === "unplanned")
    return toolResult({ ...commandOutcome(rejected(outcome.error.message, outcome.error.errorType)), plan: [] });
  if (outcome.kind === "clarify" && outcome.envelope.cannot) {
    const { envelope } = outcome;
    const message = notDoneMessage(envelope, "the agent needs an API key (hs-claude key set)");
    return toolResult({ ...commandOutcome(rejected(message)), planner: envelope.source, plan: [] });
  }
  if (outcome.kind === "clarify") {
    const { envelope } = outcome;
    const candidates = (envelope.candidates ?? []).map((candidate) => plainLine(candidate.label));
    const choices = candidates.length ? `; the choices: ${candidates.join(" | ")}` : "";
    const message = `not plain enough to act on: ${plainLine(envelope.clarification_reason ?? "which one?")}${choices}`;
    const plan = envelope.commands;
    return toolResult({ ...commandOutcome(rejected(message)), planner: envelope.source, plan, candidates });
  }
  const { envelope, result } = outcome;
  return toolResult({ ...commandOutcome(result), planner: envelope.source, plan: envelope.commands });
}

/** `snapshot`: the desktop as it is now. */
export async function callSnapshot(context: CallContext, tool: string, args: Record<string, unknown> | undefined) {
  const checked = noArguments(tool, args);
  if (!checked.ok) {
    logCall(context, tool, { success: false, error: checked.error, errorType: "validation" });
    return refusedArguments(checked.error);
  }
  const snapshot = await context.desktop.runner.read();
  logCall(context, tool, { success: true });
  const { apps, windows, tabs } = snapshot;
  const message = `${apps.length} apps running, ${windows.length} windows, ${tabs.length} tabs`;
  const content: CallToolResult["content"] = [
    { type: "text", text: message },
    { type: "text", text: plainJson(snapshot) },
  ];
  return { content, structuredContent: { snapshot } } satisfies CallToolResult;
}
