/**
 * A check of the AppleScript the Spoon sends, run by a test (test/scripts/applescript-check.test.ts) since
 * nothing here can compile AppleScript: every name a script makes (a handler, its parameters, a `set X to`
 * variable, a `repeat with X` variable, a global or local) is refused when AppleScript or the addressed app
 * would read it as its own word (scripts/applescript-words.ts), which fails at compile time on a Mac (-2741).
 */
import { type Token, tokenize } from "./applescript-tokens.ts";
import {
  APP_CLASSES,
  APPLESCRIPT_CLASSES,
  OPERATOR_AND_CONSTANT_WORDS,
  RESERVED_WORDS,
  type RefusedBecause,
} from "./applescript-words.ts";

/** A name a script makes, where, and in what role. */
export interface MadeName {
  readonly line: number;
  readonly name: string;
  readonly role: "handler" | "handler parameter" | "set variable" | "repeat variable" | "declared variable";
}

/** A name the script makes that AppleScript would not read as a name. */
export interface NameProblem extends MadeName {
  readonly because: RefusedBecause;
}

/** Handlers AppleScript itself calls, whose names are its own on purpose (`on run argv`, `on error e`). */
const EVENT_HANDLERS = new Set(["run", "open", "idle", "quit", "reopen", "error"]);

/** The words between `tokens[from]` and the first token that is `closing`, commas and labels' colons apart. */
function wordsUntil(tokens: readonly Token[], from: number, closing: string): Token[] {
  const words: Token[] = [];
  for (let i = from; i < tokens.length && tokens[i]?.text !== closing; i++) {
    const t = tokens[i] as Token;
    if (t.kind === "end of line") break;
    if (t.kind === "word" && tokens[i + 1]?.text !== ":") words.push(t);
  }
  return words;
}

/** The names an `on`/`to` line at `i` makes: the handler and its parameters (positional or one direct one). */
function handlerNames(tokens: readonly Token[], i: number): MadeName[] {
  const name = tokens[i + 1];
  if (name?.kind !== "word") return [];
  const made: MadeName[] = EVENT_HANDLERS.has(name.text.toLowerCase())
    ? []
    : [{ line: name.line, name: name.text, role: "handler" }];
  const next = tokens[i + 2];
  const params = next?.text === "(" ? wordsUntil(tokens, i + 3, ")") : next?.kind === "word" ? [next] : [];
  return [...made, ...params.map((p) => ({ line: p.line, name: p.text, role: "handler parameter" as const }))];
}

/** The names the statement starting at `tokens[i]` makes. */
function statementNames(tokens: readonly Token[], i: number): MadeName[] {
  const [t, next, after] = [tokens[i], tokens[i + 1], tokens[i + 2]];
  const word = t?.text.toLowerCase();
  const lineStart = i === 0 || tokens[i - 1]?.kind === "end of line";
  if (lineStart && (word === "on" || word === "to")) return handlerNames(tokens, i);
  if (word === "set" && next?.kind === "word" && after?.text === "to") {
    return [{ line: next.line, name: next.text, role: "set variable" }];
  }
  if (word === "set" && next?.text === "{") {
    return wordsUntil(tokens, i + 2, "}").map((v) => ({ line: v.line, name: v.text, role: "set variable" }));
  }
  if (word === "repeat" && next?.text.toLowerCase() === "with" && after?.kind === "word") {
    return [{ line: after.line, name: after.text, role: "repeat variable" }];
  }
  if (lineStart && (word === "global" || word === "local")) {
    return wordsUntil(tokens, i + 1, "\n").map((v) => ({ line: v.line, name: v.text, role: "declared variable" }));
  }
  return [];
}

/** Every name the script makes, in order. */
export function madeNames(tokens: readonly Token[]): MadeName[] {
  return tokens.flatMap((_, i) => statementNames(tokens, i));
}

/** Why AppleScript (or `app`'s dictionary) would not read `name` as a name, or undefined when it would. */
export function refusedBecause(name: string, app: string | undefined): RefusedBecause | undefined {
  const word = name.toLowerCase();
  if (RESERVED_WORDS.some((reserved) => reserved.split(" ")[0] === word)) return "reserved word";
  if (OPERATOR_AND_CONSTANT_WORDS.includes(word)) return "operator or constant";
  if (APPLESCRIPT_CLASSES.includes(word)) return "AppleScript class";
  if (app !== undefined && (APP_CLASSES[app] ?? []).includes(word)) return "app class";
  return undefined;
}

/** The app a script addresses: its first `tell application "X"` (undefined for pieces that address none). */
export function addressedApp(tokens: readonly Token[]): string | undefined {
  const at = tokens.findIndex(
    (t, i) => t.text === "tell" && tokens[i + 1]?.text === "application" && tokens[i + 2]?.kind === "string",
  );
  return at === -1 ? undefined : tokens[at + 2]?.text;
}

/**
 * The names `source` makes that AppleScript would refuse, each with its line and why; `app` is the app whose
 * dictionary applies (else the one its `tell application` names). Empty when every name is a plain name.
 */
export function appleScriptNameProblems(source: string, app?: string): NameProblem[] {
  const tokens = tokenize(source);
  const addressed = app ?? addressedApp(tokens);
  return madeNames(tokens).flatMap((made) => {
    const because = refusedBecause(made.name, addressed);
    return because === undefined ? [] : [{ ...made, because }];
  });
}
