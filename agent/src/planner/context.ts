import type { Snapshot, Window } from "../contract/index.ts";
import { matchApp } from "../desktop/index.ts";
import { clarify, type Outcome, type PlannedCommand } from "./outcome.ts";

/**
 * What a rule sees: the desktop; the command as typed (URLs keep their case); whether it was asked as a
 * question; the app an earlier clause named ("focus slack and move it left"); and the screens earlier
 * clauses move apps to, so "chrome on the left monitor and maximize it" maximizes it there.
 */
export interface RuleContext {
  snapshot: Snapshot;
  original: string;
  asked?: boolean;
  previousApp?: string;
  screens?: Map<string, number>;
  /** The size an earlier clause gave an app's window ("make iterm 1000x600 and center it"). */
  sizes?: Map<string, { w: number; h: number }>;
}

/** The phrase as the person typed it (the rules see it lower-cased). */
export function asTyped(phrase: string, ctx: RuleContext): string {
  const at = ctx.original.toLowerCase().indexOf(phrase);
  return at >= 0 ? ctx.original.slice(at, at + phrase.length) : phrase;
}

/**
 * When a rule is tried: whole sentences ("undo", "list apps"), then presets, tabs, placements, a verb with an app
 * or a page, a name said alone, and questions last. Rules of one precedence are tried in the order listed.
 */
export const PRECEDENCE = ["sentence", "preset", "tab", "place", "verb", "name", "question"] as const;

/** One form of command the offline planner knows, making commands of `C`. */
export interface Rule<C extends PlannedCommand = PlannedCommand> {
  precedence: (typeof PRECEDENCE)[number];
  /**
   * The words its commands start with. A clause that starts with no rule's verb borrows the one of the clause
   * before it ("close tab 4 and tab 5").
   */
  verbs: readonly string[];
  match: Match<C>;
}

/** A plan or a question for the clause; undefined when the clause is not the rule's form. */
export type Match<C extends PlannedCommand = PlannedCommand> = (
  clause: string,
  ctx: RuleContext,
) => Outcome<C> | undefined;

const PRONOUNS = new Set(["it", "that", "this", "that window", "this window", "that app", "this app"]);

/** The app a phrase means, or the clarification to ask; `undefined` when the phrase is no app at all. */
export function appFor<C extends PlannedCommand = never>(
  phrase: string,
  ctx: RuleContext,
  commandsFor?: (app: string) => C[],
): { app: string; running: boolean } | Outcome<C> | undefined {
  const wanted = phrase.replace(/^(?:the|my)\s+/, "").trim();
  if (PRONOUNS.has(wanted)) {
    if (!ctx.previousApp) return clarify(`which app is "${wanted}"? Name the app`);
    return { app: ctx.previousApp, running: ctx.snapshot.apps.some((a) => a.name === ctx.previousApp) };
  }
  const match = matchApp(wanted, ctx.snapshot);
  if (match.kind === "app") return { app: match.name, running: match.running };
  if (match.kind === "ambiguous") {
    const candidates = commandsFor ? match.names.map((name) => ({ label: name, commands: commandsFor(name) })) : [];
    return clarify(`"${phrase}" could be ${match.names.join(" or ")}`, candidates);
  }
  return undefined;
}

const FUNCTION_WORDS = new Set(
  [
    "the a an my our your his her its their this that these those it one ones some any all every each other",
    "another here there which what of in on at to for with and or but tab tabs app apps window windows",
  ]
    .join(" ")
    .split(" "),
);

/** Whether a phrase can be kept as the person's word for something: "the" or "that one" never is. */
export function teachable(phrase: string): boolean {
  return phrase
    .toLowerCase()
    .split(/[^\p{L}\p{N}'-]+/u)
    .some((word) => word !== "" && !FUNCTION_WORDS.has(word));
}

/**
 * A name that is no app here ("my editor"): the person is asked which app they mean, the running ones with a
 * window first, then the others installed, and their answer is kept as their word for it, so the next time needs
 * no question.
 */
export function unknownApp<C extends PlannedCommand = never>(
  phrase: string,
  ctx: RuleContext,
  commandsFor: (app: string) => C[],
): Outcome<C> {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const typed = new RegExp(`\\b(?:my|the|our)\\s+${escaped}`, "i").exec(ctx.original)?.[0] ?? asTyped(phrase, ctx);
  const { apps, installedApps, windows } = ctx.snapshot;
  const open = apps.filter((app) => app.running && windows.some((w) => w.app === app.name)).map((app) => app.name);
  const names = [...new Set([...open, ...installedApps.map((app) => app.name)])];
  const candidates = names.map((name) => ({
    label: name,
    commands: commandsFor(name),
    ...(teachable(typed) ? { alias: { phrase: typed, app: name } } : {}),
  }));
  return clarify(`"${typed}" is not an app on this Mac: which app do you mean?`, candidates);
}

export function isOutcome<T>(value: T): value is Extract<T, { kind: string }> {
  return typeof value === "object" && value !== null && "kind" in value;
}

/**
 * The window of an app that placing it moves: the focused one, else the first not minimized, else the first
 * (a minimized window, which placing brings back first).
 */
export function frontWindowOf(app: string, snapshot: Snapshot): Window | undefined {
  const windows = snapshot.windows.filter((w) => w.app === app && w.standard);
  return windows.find((w) => w.focused) ?? windows.find((w) => !w.minimized) ?? windows[0];
}
