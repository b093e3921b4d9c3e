import { frontIn, planQuestions, type Act, type InputWatch } from "../consequences/index.ts";
import type { Snapshot } from "../contract/index.ts";
import type { Config } from "../store/index.ts";
import { effectOf, type ApprovalRequest } from "../commands/index.ts";
import { stepWords, tieredApproval } from "./app-tools.ts";
import { definitionOf, type Command } from "./commands.ts";

/**
 * Checks every command against the desktop before anything runs, each against the desktop as the
 * steps before it leave it (a tab closed by step 1 cannot be switched to by step 2).
 */
export function checkPlan(commands: Command[], desktop: Snapshot): string | undefined {
  let expected = desktop;
  for (const [position, command] of commands.entries()) {
    const definition = definitionOf(command);
    const problem = notAnswering(definition.reads?.(command) ?? [], desktop) ?? definition.check?.(command, expected);
    if (problem) return `commands[${position}] (${command.type}): ${problem}`;
    expected = definition.expect?.(command, expected) ?? expected;
  }
  return undefined;
}

/** An app the command needs did not answer when the desktop was read: it hangs, and nothing is tried on it. */
function notAnswering(apps: string[], desktop: Snapshot): string | undefined {
  const hung = apps.find((app) => desktop.unresponsive?.includes(app));
  if (hung === undefined) return undefined;
  const what = "nothing was done; try again once it answers, or force quit it (⌥⌘⎋)";
  return `${hung} is not responding (it did not answer within a second): ${what}`;
}

/** What each command does to the keyboard and the apps, for the consequence rules. */
export const inputActs = (command: Command, desktop: Snapshot): Act[] =>
  definitionOf(command).acts?.(command, desktop) ?? [];

/**
 * Destructive tools whose loss depends on where they act (typed text, a key, a click, a page step): the consequence
 * and page rules judge each by what it does, as it runs; any other destructive step a client gives always asks.
 */
const JUDGED_BY_EFFECT = new Set([
  "type_text",
  "press_key",
  "click_element",
  "page_click",
  "page_type",
  "page_press_key",
  "page_tabs",
]);

/** How a plan is judged beyond its commands: the conversation it goes on from, and whether it is a client's. */
export interface Judged {
  /** The conversation's watch (an MCP session's, a run's): what earlier calls typed still waits for its submit. */
  from?: InputWatch | undefined;
  /** The plan is a client's (MCP): every destructive step asks, whatever its own rule lets through. */
  client?: boolean | undefined;
}

/** A client's destructive step its own rule let through (an undo): asked all the same, naming it. */
const clientQuestion = (type: string, commands: Command[]): ApprovalRequest => ({
  title: type === "undo" ? "Undo the last command?" : `Run ${type}?`,
  detail: `${commands.map(stepWords).join("\n")}\nAn MCP client asked for this; nothing it sends approves it.`,
});

/**
 * The approvals the plan needs: one per kind of destructive command (an app's tool by its tier; any destructive one
 * of a client's), judged on the whole plan, then what its typing, keys and addresses need (the consequence rules,
 * from the app in front and what the conversation typed before, against the person's words: `said`, absent for a
 * contract given whole).
 */
export function approvalsFor(
  commands: Command[],
  desktop: Snapshot,
  config: Config,
  said?: string,
  judged: Judged = {},
): ApprovalRequest[] {
  const types = [...new Set(commands.map((command) => command.type))];
  const byType = types.flatMap((type) => {
    const ofType = commands.filter((command) => command.type === type);
    const definition = definitionOf(ofType[0]!);
    const asked = tieredApproval(definition, ofType, desktop, config);
    if (asked || !judged.client || JUDGED_BY_EFFECT.has(type)) return asked ?? [];
    return effectOf(definition).tier === "destructive" ? clientQuestion(type, ofType) : [];
  });
  const steps = commands.map((command) => inputActs(command, desktop));
  return [...byType, ...planQuestions(steps, frontIn(desktop), said, judged.from)];
}

/**
 * The one question a plan asks before it runs, if any: the person answers the whole plan once
 * ("Quit Spotify and close 3 tabs?"), each part listed under its own heading.
 */
export function approvalFor(
  commands: Command[],
  desktop: Snapshot,
  config: Config,
  said?: string,
): ApprovalRequest | undefined {
  return oneQuestion(approvalsFor(commands, desktop, config, said));
}

/** Several questions as one: the person answers the whole plan once. */
export function oneQuestion(requests: ApprovalRequest[]): ApprovalRequest | undefined {
  if (requests.length <= 1) return requests[0];
  const asked = requests.map((request) => request.title.replace(/\?$/, ""));
  const lowered = asked.map((title, i) => (i === 0 ? title : title.charAt(0).toLowerCase() + title.slice(1)));
  return {
    title: `${lowered.join(" and ")}?`,
    detail: requests.map((request, i) => `${asked[i]}:\n${request.detail}`).join("\n"),
  };
}
