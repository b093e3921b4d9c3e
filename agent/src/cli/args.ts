import { statSync, type Stats } from "node:fs";
import { InputError, UsageError } from "../errors/index.ts";
import { VERBS, type Verb } from "./help.ts";
import { badPort, DEFAULT_PORT, portFrom } from "./port.ts";
import { parsePresets, type PresetsArgs } from "./presets-args.ts";

export { DEFAULT_PORT } from "./port.ts";

export { USAGE } from "./help.ts";

export type ParsedArgs =
  | { verb: "help"; topic?: Verb }
  | { verb: "version" }
  | { verb: "serve"; port: number }
  | { verb: "plan"; context: string; offline: boolean; command: string }
  | { verb: "run"; sim: string | true | undefined; offline: boolean; yes: boolean; json: boolean; command: string }
  | { verb: "exec"; sim: string | true | undefined; yes: boolean; json: boolean; contract: string }
  | { verb: "mcp"; sim: string | true | undefined; yes: boolean }
  | { verb: "log"; since: string | undefined; json: boolean }
  | { verb: "aliases"; remove: string | undefined; json: boolean }
  | PresetsArgs
  | { verb: "doctor"; port: number | undefined }
  | { verb: "key"; action: "set" };

function parsePort(value: string | undefined): number {
  const port = portFrom(value);
  if (port === undefined) throw new UsageError(badPort("--port", value));
  return port;
}

/** `--port N` and nothing else (serve, doctor). */
function portOnly(verb: string, rest: string[]): number | undefined {
  let port: number | undefined;
  for (let i = 0; i < rest.length; i++) {
    if (rest[i] === "--port") port = parsePort(rest[++i]);
    else if (rest[i]!.startsWith("--port=")) port = parsePort(rest[i]!.slice("--port=".length));
    else throw new UsageError(`${verb} does not take ${rest[i]}`);
  }
  return port;
}

function parseServe(rest: string[]): ParsedArgs {
  return { verb: "serve", port: portOnly("serve", rest) ?? DEFAULT_PORT };
}

function parseLog(rest: string[]): ParsedArgs {
  let since: string | undefined;
  let json = false;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (arg === "--json") json = true;
    else if (arg === "--since") since = rest[++i];
    else if (arg.startsWith("--since=")) since = arg.slice("--since=".length);
    else throw new UsageError(`log does not take ${arg}; it takes --since WHEN, --json`);
    if (since === "") throw new UsageError("--since needs a date, a time or an age such as 2h");
  }
  if (rest.includes("--since") && since === undefined)
    throw new UsageError("--since needs a date, a time or an age such as 2h");
  return { verb: "log", since, json };
}

/** `aliases [--json]` lists; `aliases remove PHRASE...` forgets one (the words after remove are the phrase). */
function parseAliases(rest: string[]): ParsedArgs {
  const json = rest.includes("--json");
  const words = rest.filter((arg) => arg !== "--json");
  const flag = words.find((arg) => arg.startsWith("-"));
  if (flag) throw new UsageError(`aliases does not take ${flag}; it takes --json, or remove PHRASE`);
  if (words.length === 0) return { verb: "aliases", remove: undefined, json };
  if (words[0] !== "remove" || words.length === 1)
    throw new UsageError(`aliases lists the words learned, or forgets one: aliases remove "my editor"`);
  return { verb: "aliases", remove: words.slice(1).join(" "), json };
}

function parseKey(rest: string[]): ParsedArgs {
  if (rest.length !== 1 || rest[0] !== "set")
    throw new UsageError(`key takes one action: set (got ${rest.join(" ") || "none"})`);
  return { verb: "key", action: "set" };
}

/** `--sim` takes FILE only when another positional argument (the contract) follows it. */
function parseExec(rest: string[]): ParsedArgs {
  const positional: string[] = [];
  let sim: string | true | undefined;
  let yes = false;
  let json = false;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (arg === "--") {
      positional.push(...rest.slice(i + 1));
      break;
    }
    if (arg === "--yes") yes = true;
    else if (arg === "--json") json = true;
    else if (arg === "--sim") {
      const next = rest[i + 1];
      const laterPositional = rest.slice(i + 2).some((a) => !a.startsWith("--"));
      sim = next !== undefined && !next.startsWith("--") && laterPositional ? (i++, next) : true;
    } else if (arg.startsWith("--sim=")) sim = arg.slice("--sim=".length);
    else if (arg.startsWith("--"))
      throw new UsageError(`exec does not take ${arg}; it takes --sim [FILE], --yes, --json`);
    else positional.push(arg);
  }
  if (positional.length !== 1)
    throw new UsageError(`exec needs exactly one CONTRACT (JSON text or @path), got ${positional.length}`);
  return { verb: "exec", sim, yes, json, contract: positional[0]! };
}

function parsePlan(rest: string[]): ParsedArgs {
  const words: string[] = [];
  let context: string | undefined;
  let offline = false;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (arg === "--") {
      words.push(...rest.slice(i + 1));
      break;
    }
    if (arg === "--offline") offline = true;
    else if (arg === "--context") context = rest[++i];
    else if (arg.startsWith("--context=")) context = arg.slice("--context=".length);
    else if (arg.startsWith("--"))
      throw new UsageError(`plan does not take ${arg}; it takes --context FILE and --offline`);
    else words.push(arg);
  }
  if (!context) throw new UsageError("plan needs --context FILE (a desktop snapshot)");
  if (words.join("").trim() === "") throw new UsageError('plan needs the command to plan, e.g. "chrome left half"');
  return { verb: "plan", context, offline, command: words.join(" ") };
}

/** A word a person means as a path: absolute, relative to here or home, or a .json file. */
const looksLikePath = (word: string) => word.endsWith(".json") || /^(?:\/|\.\.?\/|~\/)/.test(word);

/** What is at `path`, if anything can be seen there (a command's words are no path: too long, say). */
function statOf(path: string): Stats | undefined {
  try {
    return statSync(path, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
}

/** Whether the word after `--sim` is its FILE: what is there on disk, or a path (which then must be there). */
function simFile(word: string | undefined): string | undefined {
  if (word === undefined || word.startsWith("--")) return undefined;
  const found = statOf(word);
  if (found?.isFile() || (found && looksLikePath(word))) return word;
  if (!looksLikePath(word)) return undefined;
  throw new InputError(
    `--sim ${word}: there is no such file; ` +
      "--sim takes a desktop snapshot file (JSON: screens, apps, windows, tabs...), " +
      "or nothing for the built-in desktop",
  );
}

/** `run`: flags anywhere; `--sim` takes FILE when it names one (simFile); the other words are the command. */
function parseRun(rest: string[]): ParsedArgs {
  const words: string[] = [];
  const flags = { sim: undefined as string | true | undefined, offline: false, yes: false, json: false };
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (arg === "--") {
      words.push(...rest.slice(i + 1));
      break;
    }
    if (arg === "--offline") flags.offline = true;
    else if (arg === "--yes") flags.yes = true;
    else if (arg === "--json") flags.json = true;
    else if (arg === "--sim") flags.sim = simFile(rest[i + 1]) !== undefined ? rest[++i]! : true;
    else if (arg.startsWith("--sim=")) flags.sim = arg.slice("--sim=".length);
    else if (arg.startsWith("--"))
      throw new UsageError(`run does not take ${arg}; it takes --sim [FILE], --offline, --yes, --json`);
    else words.push(arg);
  }
  if (words.join("").trim() === "") throw new UsageError('run needs the command, e.g. "close all reddit tabs"');
  return { verb: "run", ...flags, command: words.join(" ") };
}

/** `mcp [--sim [FILE]] [--yes]`: it takes no positional argument, so a word after --sim is its FILE. */
function parseMcp(rest: string[]): ParsedArgs {
  let sim: string | true | undefined;
  let yes = false;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    const next = rest[i + 1];
    if (arg === "--yes") yes = true;
    else if (arg === "--sim") sim = next !== undefined && !next.startsWith("-") ? rest[++i]! : true;
    else if (arg.startsWith("--sim=")) sim = arg.slice("--sim=".length);
    else throw new UsageError(`mcp does not take ${arg}; it takes --sim [FILE], --yes`);
  }
  return { verb: "mcp", sim, yes };
}

export const UNDO_CONTRACT = JSON.stringify({
  commands: [{ type: "undo" }],
  needs_clarification: false,
  clarification_reason: null,
});

/** `undo` is `exec` of the undo command: the same flags, and no command of its own. */
function parseUndo(rest: string[]): ParsedArgs {
  const takes = "it takes --sim [FILE], --yes, --json";
  for (const [i, arg] of rest.entries()) {
    const flag = ["--sim", "--yes", "--json"].includes(arg) || arg.startsWith("--sim=");
    if (arg.startsWith("-") && !flag) throw new UsageError(`undo does not take ${arg}; ${takes}`);
    // The word after --sim is its FILE only as run reads it (a file there, or a path): a stray word is refused.
    if (!arg.startsWith("-") && (rest[i - 1] !== "--sim" || simFile(arg) === undefined))
      throw new UsageError(`undo takes no command (it takes back the last one), got "${arg}"; ${takes}`);
  }
  return parseExec([...rest, UNDO_CONTRACT]);
}

const isVerb = (word: string | undefined): word is Verb => (VERBS as readonly string[]).includes(word ?? "");
const asksHelp = (words: string[]) => {
  const options = words.includes("--") ? words.slice(0, words.indexOf("--")) : words;
  return options.includes("--help") || options.includes("-h");
};

export function parseArgs(argv: string[]): ParsedArgs {
  const [verb, ...rest] = argv;
  if (verb === undefined) throw new UsageError("say what to do");
  if (verb === "--version" || verb === "-V") return { verb: "version" };
  if (verb === "help" || verb === "--help" || verb === "-h")
    return { verb: "help", ...(isVerb(rest[0]) ? { topic: rest[0] } : {}) };
  if (isVerb(verb) && asksHelp(rest)) return { verb: "help", topic: verb };
  if (verb === "serve") return parseServe(rest);
  if (verb === "exec") return parseExec(rest);
  if (verb === "plan") return parsePlan(rest);
  if (verb === "run") return parseRun(rest);
  if (verb === "doctor") return { verb: "doctor", port: portOnly("doctor", rest) };
  if (verb === "key") return parseKey(rest);
  if (verb === "log") return parseLog(rest);
  if (verb === "undo") return parseUndo(rest);
  if (verb === "aliases") return parseAliases(rest);
  if (verb === "presets") return parsePresets(rest, simFile);
  if (verb === "mcp") return parseMcp(rest);
  throw new UsageError(`unknown command ${verb}; valid: ${VERBS.join(", ")}`);
}
