import { isPlacing } from "../commands/index.ts";
import type { Snapshot } from "../contract/index.ts";
import { PRECEDENCE, type Rule, type RuleContext } from "./context.ts";
import { cannot, clarify, type Candidate, type Outcome, type PlannedCommand, type Unable } from "./outcome.ts";
import { matchApp } from "../desktop/index.ts";
import { placementName } from "../geometry/index.ts";
import { clauses, isQuestion, leadingVerb, normalize } from "./text.ts";
import { correctTypos } from "./typos.ts";
import { visibleLine } from "../util/index.ts";

/** Rules in the order they are tried (by precedence), and every rule's verbs. */
interface Known<C extends PlannedCommand> {
  rules: Rule<C>[];
  verbs: Set<string>;
}

function knownFrom<C extends PlannedCommand>(rules: readonly Rule<C>[]): Known<C> {
  const rank = (rule: Rule<C>) => PRECEDENCE.indexOf(rule.precedence);
  return { rules: [...rules].sort((a, b) => rank(a) - rank(b)), verbs: new Set(rules.flatMap((rule) => rule.verbs)) };
}

/** "don't close the youtube tab": what not to do is never acted on ("which apps have no windows" only asks). */
const NEGATED = /(?:^|\s)(?:don'?t|do not|never|no)\s/;
/** "play don't stop me now": a title that starts with a negation, when nothing else is said or negated after it. */
const NEGATED_TITLE =
  /^play (?:don'?t|do not|never|no)\s(?!.*(?:\s(?:and|then|but|or|not)\s|[,;]|\s(?:don'?t|never|no)\s))/;

/** The planner's answer: the plan's envelope, with where it came from and, when it asks, the choices. */
export interface PlannedEnvelope<C extends PlannedCommand = PlannedCommand> {
  commands: C[];
  needs_clarification: boolean;
  clarification_reason: string | null;
  source: "offline" | "llm";
  candidates?: Candidate<C>[];
  /** Why no plan, when it is no question (nothing to choose): see `Unable`. Absent: a question. */
  cannot?: Unable;
  /** The rest needs the screen: after the commands, the loop works on `goal`. */
  requires_observation?: boolean;
  goal?: string;
}

function applyRules<C extends PlannedCommand>(
  clause: string,
  ctx: RuleContext,
  { rules }: Known<C>,
): Outcome<C> | undefined {
  for (const rule of rules) {
    const outcome = rule.match(clause, ctx);
    if (outcome) return outcome;
  }
  return undefined;
}

/** Plans each clause of a compound command, in order, carrying "it", the verb and where apps were moved. */
function planClauses<C extends PlannedCommand>(
  parts: string[],
  base: RuleContext,
  known: Known<C>,
): Outcome<C> | undefined {
  const commands: C[] = [];
  const ctx: RuleContext = { ...base, screens: base.screens ?? new Map(), sizes: base.sizes ?? new Map() };
  let verb: string | undefined;
  for (const [at, typed] of parts.entries()) {
    // "terminal to the left monitor, maximized": a placement alone is for the app just named.
    const part = ctx.previousApp && isPlacement(typed) ? `it ${typed}` : leadingVerb(typed);
    const first = part.split(" ")[0]!;
    const borrowed = !known.verbs.has(first) && verb ? applyRules(`${verb} ${part}`, ctx, known) : undefined;
    const outcome = borrowed?.kind === "plan" ? borrowed : applyRules(part, ctx, known);
    if (!outcome) return undefined;
    if (outcome.kind === "clarify") return asWhole(outcome, commands, parts.slice(at + 1), ctx, known);
    commands.push(...outcome.commands);
    follow(outcome, ctx);
    if (known.verbs.has(first))
      verb = first === "switch" || first === "go" ? part.split(" ").slice(0, 2).join(" ") : first;
  }
  return { kind: "plan", commands };
}

/** What a clause's plan tells the next: the app it named, the screen it moved it to, the size it gave it. */
function follow<C extends PlannedCommand>(outcome: Outcome<C> & { kind: "plan" }, ctx: RuleContext): void {
  ctx.previousApp = outcome.app ?? ctx.previousApp;
  if (outcome.app && outcome.screen !== undefined) ctx.screens!.set(outcome.app, outcome.screen);
  for (const command of outcome.commands)
    if (isPlacing(command) && command.bounds) {
      const [l, t, r, b] = command.bounds;
      ctx.sizes!.set(command.app_name, { w: r - l, h: b - t });
    }
}

/**
 * A question about one clause of several ("terminal left half and switch to docs"): each choice carries the whole
 * plan, the clauses before it and after it; when the rest cannot be planned, no choice is offered.
 */
function asWhole<C extends PlannedCommand>(
  question: Outcome<C> & { kind: "clarify" },
  before: C[],
  rest: string[],
  ctx: RuleContext,
  known: Known<C>,
): Outcome<C> {
  if (question.cannot) return question;
  const after = rest.length ? planClauses(rest, ctx, known) : { kind: "plan" as const, commands: [] };
  if (after?.kind !== "plan") return clarify(question.reason);
  const whole = (commands: C[]) => [...before, ...commands, ...after.commands];
  return clarify(
    question.reason,
    question.candidates.map((candidate) => ({ ...candidate, commands: whole(candidate.commands) })),
  );
}

/** What the planner reads of a command's definition: two steps of it in a row may be one (`join`). */
export interface Joining {
  type: string;
  join?(earlier: PlannedCommand, later: PlannedCommand): PlannedCommand;
}

/**
 * "close tab 3 and tab 3" asks for one thing twice: it is done once. Two steps of one command in a row are
 * one when its definition joins them ("close the github tab and the jira tab" is one close of both tabs).
 */
function once<C extends PlannedCommand>(commands: C[], joining: readonly Joining[]): C[] {
  const seen = new Set<string>();
  const unique = commands.filter((command) => {
    const key = JSON.stringify(command);
    return !seen.has(key) && !!seen.add(key);
  });
  return unique.reduce<C[]>((merged, command) => {
    const last = merged.at(-1);
    const join = last?.type === command.type ? joining.find((j) => j.type === command.type)?.join : undefined;
    if (last && join) merged[merged.length - 1] = join(last, command) as C;
    else merged.push(command);
    return merged;
  }, []);
}

function envelope<C extends PlannedCommand>(outcome: Outcome<C>, joining: readonly Joining[]): PlannedEnvelope<C> {
  if (outcome.kind === "plan")
    return {
      commands: once(outcome.commands, joining),
      needs_clarification: false,
      clarification_reason: null,
      source: "offline",
    };
  return {
    commands: [],
    needs_clarification: true,
    clarification_reason: outcome.reason,
    source: "offline",
    candidates: outcome.candidates.map((candidate) => ({ ...candidate, commands: once(candidate.commands, joining) })),
    ...(outcome.cannot ? { cannot: outcome.cannot } : {}),
  };
}

/**
 * The offline planner over these rules: it plans a command without a model, in microseconds, by matching
 * it against the desktop. It never guesses: a form it does not know, or a name that fits several things,
 * comes back as a question. `commands` say which steps in a row are one (their `join`).
 */
export function offlinePlanner<C extends PlannedCommand>(
  rules: readonly Rule<C>[],
  commands: readonly Joining[] = [],
): (text: string, snapshot: Snapshot) => PlannedEnvelope<C> {
  const known = knownFrom(rules);
  return (text, snapshot) => {
    const done = (outcome: Outcome<C>) => envelope(outcome, commands);
    const typed = normalize(text);
    if (!typed) return done(clarify('say what to do, e.g. "chrome left half"'));
    if (NEGATED.test(typed) && !isQuestion(typed) && !NEGATED_TITLE.test(typed))
      return done(clarify(`"${text.trim()}" says what not to do; nothing was done`));
    const ctx: RuleContext = { snapshot, original: text.trim(), asked: text.trim().endsWith("?") };
    const asTyped = planClause(typed, ctx, known);
    if (asTyped?.kind === "plan") return done(asTyped);
    const corrected = leadingVerb(correctTypos(typed, snapshot));
    const retried = corrected === typed ? undefined : planClause(corrected, ctx, known);
    if (retried?.kind === "plan") return done(retried);
    // Quoted as typed, escapes shown: a cleaned quote could read as a command the planner knows.
    const unknown = `"${visibleLine(text.trim())}" is not a command the offline planner knows`;
    return done(asTyped ?? retried ?? cannot(unknown, "offline"));
  };
}

/** The clause as a whole, else clause by clause; the first plan wins, else the first question offering choices. */
function planClause<C extends PlannedCommand>(
  clause: string,
  ctx: RuleContext,
  known: Known<C>,
): Outcome<C> | undefined {
  const whole = applyRules(clause, ctx, known);
  if (whole?.kind === "plan") return whole;
  const parts = clauses(clause);
  const split = parts.length > 1 ? planClauses(parts, ctx, known) : undefined;
  if (split?.kind === "plan") return split;
  const shared = sharedTarget(clause, ctx);
  const both = shared ? planClauses(shared, ctx, known) : undefined;
  if (both?.kind === "plan") return both;
  // A question about the whole that offers nothing yields to one about a clause that offers choices.
  const offers = (outcome?: Outcome<C>) => outcome?.kind === "clarify" && outcome.candidates.length > 0;
  return offers(split) && !offers(whole) ? split : (whole ?? split);
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
