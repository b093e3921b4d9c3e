import type { Command } from "../commands/index.ts";
import type { Snapshot } from "../contract/index.ts";
import type { Rule, RuleContext } from "./context.ts";
import { clarify, type Candidate, type Outcome } from "./outcome.ts";
import { focusRule, quitRule } from "./rules/apps.ts";
import { listRule } from "./rules/lists.ts";
import { navigateRule } from "./rules/navigate.ts";
import { placeRule } from "./rules/place.ts";
import { presetRule, savePresetRule } from "./rules/preset.ts";
import { queryRule } from "./rules/query.ts";
import { closeTabRule, switchTabRule } from "./rules/tabs.ts";
import { clauses, normalize } from "./text.ts";

/** The forms the offline planner knows, most specific first. */
const RULES: Rule[] = [
  listRule,
  savePresetRule,
  presetRule,
  switchTabRule,
  closeTabRule,
  placeRule,
  quitRule,
  navigateRule,
  focusRule,
  queryRule,
];

/** Words that start a command; a clause without one borrows the verb of the clause before ("close tab 4 and tab 5"). */
const VERBS = new Set(
  [
    "close quit exit kill open focus switch go launch start activate put move place snap make set resize send",
    "maximize show list bring jump navigate visit use apply load",
  ]
    .join(" ")
    .split(" "),
);

/** The planner's answer: the seed's envelope, with where it came from and, when it asks, the choices. */
export interface PlannedEnvelope {
  commands: Command[];
  needs_clarification: boolean;
  clarification_reason: string | null;
  source: "offline" | "llm";
  candidates?: Candidate[];
}

function applyRules(clause: string, ctx: RuleContext): Outcome | undefined {
  for (const rule of RULES) {
    const outcome = rule(clause, ctx);
    if (outcome) return outcome;
  }
  return undefined;
}

/** Plans each clause of a compound command, in order, carrying "it", the verb and where apps were moved. */
function planClauses(parts: string[], base: RuleContext): Outcome | undefined {
  const commands: Command[] = [];
  const ctx: RuleContext = { ...base, screens: new Map() };
  let verb: string | undefined;
  for (const part of parts) {
    const first = part.split(" ")[0]!;
    const borrowed = !VERBS.has(first) && verb ? applyRules(`${verb} ${part}`, ctx) : undefined;
    const outcome = borrowed?.kind === "plan" ? borrowed : applyRules(part, ctx);
    if (!outcome) return undefined;
    if (outcome.kind === "clarify") return outcome;
    commands.push(...outcome.commands);
    ctx.previousApp = outcome.app ?? ctx.previousApp;
    if (outcome.app && outcome.screen !== undefined) ctx.screens!.set(outcome.app, outcome.screen);
    if (VERBS.has(first)) verb = first === "switch" || first === "go" ? part.split(" ").slice(0, 2).join(" ") : first;
  }
  return { kind: "plan", commands };
}

/** "close tab 3 and tab 3" asks for one thing twice: it is done once. */
function once(commands: Command[]): Command[] {
  const seen = new Set<string>();
  return commands.filter((command) => {
    const key = JSON.stringify(command);
    return !seen.has(key) && !!seen.add(key);
  });
}

function envelope(outcome: Outcome): PlannedEnvelope {
  if (outcome.kind === "plan")
    return {
      commands: once(outcome.commands),
      needs_clarification: false,
      clarification_reason: null,
      source: "offline",
    };
  return {
    commands: [],
    needs_clarification: true,
    clarification_reason: outcome.reason,
    source: "offline",
    candidates: outcome.candidates,
  };
}

/**
 * Plans a command without a model, in microseconds, by matching it against the desktop. It never
 * guesses: a form it does not know, or a name that fits several things, comes back as a question.
 */
export function planOffline(text: string, snapshot: Snapshot): PlannedEnvelope {
  const clause = normalize(text);
  if (!clause) return envelope(clarify('say what to do, e.g. "chrome left half"'));
  const ctx: RuleContext = { snapshot, original: text.trim(), asked: text.trim().endsWith("?") };
  const whole = applyRules(clause, ctx);
  if (whole?.kind === "plan") return envelope(whole);
  const parts = clauses(clause);
  const split = parts.length > 1 ? planClauses(parts, ctx) : undefined;
  if (split?.kind === "plan") return envelope(split);
  return envelope(whole ?? split ?? clarify(`"${text.trim()}" is not a command the offline planner knows`));
}
