import type { Command } from "../commands/index.ts";
import type { Snapshot } from "../contract/index.ts";
import { PRECEDENCE, type Rule, type RuleContext } from "./context.ts";
import { clarify, type Candidate, type Outcome } from "./outcome.ts";
import { RULES } from "./rules/index.ts";
import { matchApp } from "../desktop/index.ts";
import { placementName } from "../geometry/index.ts";
import { clauses, leadingVerb, normalize } from "./text.ts";
import { correctTypos } from "./typos.ts";

/** Rules in the order they are tried (by precedence), and every rule's verbs. */
interface Known {
  rules: Rule[];
  verbs: Set<string>;
}

function knownFrom(rules: readonly Rule[]): Known {
  const rank = (rule: Rule) => PRECEDENCE.indexOf(rule.precedence);
  return { rules: [...rules].sort((a, b) => rank(a) - rank(b)), verbs: new Set(rules.flatMap((rule) => rule.verbs)) };
}

/** "don't close the youtube tab": what not to do is never acted on. */
const NEGATED = /(?:^|\s)(?:don'?t|do not|never|no)\s/;

/** The planner's answer: the seed's envelope, with where it came from and, when it asks, the choices. */
export interface PlannedEnvelope {
  commands: Command[];
  needs_clarification: boolean;
  clarification_reason: string | null;
  source: "offline" | "llm";
  candidates?: Candidate[];
  /** The rest needs the screen: after the commands, the loop works on `goal` (SPEC 7). */
  requires_observation?: boolean;
  goal?: string;
}

function applyRules(clause: string, ctx: RuleContext, { rules }: Known): Outcome | undefined {
  for (const rule of rules) {
    const outcome = rule.match(clause, ctx);
    if (outcome) return outcome;
  }
  return undefined;
}

/** Plans each clause of a compound command, in order, carrying "it", the verb and where apps were moved. */
function planClauses(parts: string[], base: RuleContext, known: Known): Outcome | undefined {
  const commands: Command[] = [];
  const ctx: RuleContext = { ...base, screens: new Map(), sizes: new Map() };
  let verb: string | undefined;
  for (const typed of parts) {
    // "terminal to the left monitor, maximized": a placement alone is for the app just named.
    const part = ctx.previousApp && isPlacement(typed) ? `it ${typed}` : leadingVerb(typed);
    const first = part.split(" ")[0]!;
    const borrowed = !known.verbs.has(first) && verb ? applyRules(`${verb} ${part}`, ctx, known) : undefined;
    const outcome = borrowed?.kind === "plan" ? borrowed : applyRules(part, ctx, known);
    if (!outcome) return undefined;
    if (outcome.kind === "clarify") return outcome;
    commands.push(...outcome.commands);
    ctx.previousApp = outcome.app ?? ctx.previousApp;
    if (outcome.app && outcome.screen !== undefined) ctx.screens!.set(outcome.app, outcome.screen);
    for (const command of outcome.commands)
      if (command.type === "place_app" && command.bounds) {
        const [l, t, r, b] = command.bounds;
        ctx.sizes!.set(command.app_name, { w: r - l, h: b - t });
      }
    if (known.verbs.has(first))
      verb = first === "switch" || first === "go" ? part.split(" ").slice(0, 2).join(" ") : first;
  }
  return { kind: "plan", commands };
}

/**
 * "close tab 3 and tab 3" asks for one thing twice: it is done once. "close the github tab and the jira
 * tab" is one close of both tabs.
 */
function once(commands: Command[]): Command[] {
  const seen = new Set<string>();
  const unique = commands.filter((command) => {
    const key = JSON.stringify(command);
    return !seen.has(key) && !!seen.add(key);
  });
  return unique.reduce<Command[]>((merged, command) => {
    const last = merged.at(-1);
    if (last?.type === "close_tab" && command.type === "close_tab")
      merged[merged.length - 1] = { ...last, tab_indices: [...new Set([...last.tab_indices, ...command.tab_indices])] };
    else merged.push(command);
    return merged;
  }, []);
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
 * The offline planner over these rules: it plans a command without a model, in microseconds, by matching
 * it against the desktop. It never guesses: a form it does not know, or a name that fits several things,
 * comes back as a question.
 */
export function offlinePlanner(rules: readonly Rule[]): (text: string, snapshot: Snapshot) => PlannedEnvelope {
  const known = knownFrom(rules);
  return (text, snapshot) => {
    const typed = normalize(text);
    if (!typed) return envelope(clarify('say what to do, e.g. "chrome left half"'));
    if (NEGATED.test(typed)) return envelope(clarify(`"${text.trim()}" says what not to do; nothing was done`));
    const ctx: RuleContext = { snapshot, original: text.trim(), asked: text.trim().endsWith("?") };
    const asTyped = planClause(typed, ctx, known);
    if (asTyped?.kind === "plan") return envelope(asTyped);
    const corrected = leadingVerb(correctTypos(typed, snapshot));
    const retried = corrected === typed ? undefined : planClause(corrected, ctx, known);
    if (retried?.kind === "plan") return envelope(retried);
    return envelope(asTyped ?? retried ?? clarify(`"${text.trim()}" is not a command the offline planner knows`));
  };
}

/** The offline planner over every rule it knows (rules/index.ts). */
export const planOffline = offlinePlanner(RULES);

/** The clause as a whole, else clause by clause; the first plan wins, else the first question. */
function planClause(clause: string, ctx: RuleContext, known: Known): Outcome | undefined {
  const whole = applyRules(clause, ctx, known);
  if (whole?.kind === "plan") return whole;
  const parts = clauses(clause);
  const split = parts.length > 1 ? planClauses(parts, ctx, known) : undefined;
  if (split?.kind === "plan") return split;
  const shared = sharedTarget(clause, ctx);
  const both = shared ? planClauses(shared, ctx, known) : undefined;
  return both?.kind === "plan" ? both : (whole ?? split);
}

const isPlacement = (text: string) =>
  placementName(text) !== undefined || /^(?:centered|centred|in the (?:center|centre|middle))$/.test(text);

/**
 * "move slack and notes to the main display": two apps, one target, as two clauses ("move slack to the
 * main display", "move notes to the main display"). Both names must be apps.
 */
function sharedTarget(clause: string, ctx: RuleContext): string[] | undefined {
  const match = /^(?:(put|move|place|send|snap|make) )?(.+?) and (.+)$/.exec(clause);
  if (!match) return undefined;
  const [, verb, first, rest] = match as unknown as [string, string | undefined, string, string];
  const words = rest.split(" ");
  const isApp = (phrase: string) => matchApp(phrase.replace(/^(?:the|my) /, ""), ctx.snapshot).kind === "app";
  for (let take = 1; take <= Math.min(3, words.length - 1); take++) {
    const second = words.slice(0, take).join(" ");
    const target = words.slice(take).join(" ");
    if (isApp(first) && isApp(second)) return [first, second].map((app) => `${verb ? `${verb} ` : ""}${app} ${target}`);
  }
  return undefined;
}
