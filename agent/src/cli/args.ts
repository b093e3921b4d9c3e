import { UsageError } from "../errors/index.ts";
import { VERBS, type Verb } from "./help.ts";
import { looksLikeOption, nearest, unknownOption } from "./options.ts";
import { badPort, DEFAULT_PORT, portFrom } from "./port.ts";
import { simFile } from "./sim-arg.ts";
import { parsePresets, type PresetsArgs } from "./presets-args.ts";

export { DEFAULT_PORT } from "./port.ts";

export { USAGE } from "./help.ts";

export type ParsedArgs =
  | { verb: "help"; topic?: Verb }
  | { verb: "version" }
  | { verb: "serve"; port: number }
  | { verb: "plan"; context: string | undefined; sim: string | true | undefined; offline: boolean; command: string }
  | { verb: "run"; sim: string | true | undefined; offline: boolean; yes: boolean; json: boolean; command: string }
  | { verb: "exec"; sim: string | true | undefined; yes: boolean; json: boolean; contract: string }
  | { verb: "mcp"; sim: string | true | undefined; yes: boolean }
  | { verb: "log"; since: string | undefined; json: boolean; sim: string | true | undefined }
  | { verb: "aliases"; remove: string | undefined; json: boolean; sim: string | true | undefined }
  | PresetsArgs
  | { verb: "doctor"; port: number | undefined; deep: boolean; sim: string | true | undefined; json: boolean }
  | { verb: "key"; action: "set" }
  | { verb: "install-spoon"; copy: boolean };

function parsePort(value: string | undefined): number {
  const port = portFrom(value);
  if (port === undefined) throw new UsageError(badPort("--port", value));
  return port;
}

/** `--port N` and nothing else (serve, doctor); `takes`: what the verb takes, for the refusal of anything else. */
function portOnly(verb: string, rest: string[], takes = "--port N"): number | undefined {
  let port: number | undefined;
  for (let i = 0; i < rest.length; i++) {
    if (rest[i] === "--port") port = parsePort(rest[++i]);
    else if (rest[i]!.startsWith("--port=")) port = parsePort(rest[i]!.slice("--port=".length));
    else throw unknownOption(verb, rest[i]!, takes);
  }
  return port;
}

/** `doctor [--port N] [--deep [--sim [FILE]] [--json]]`: --sim and --json belong to the deep report. */
function parseDoctor(argv: string[]): ParsedArgs {
  const { sim, others } = simOption(argv);
  const deep = others.includes("--deep");
  const json = others.includes("--json");
  const rest = others.filter((arg) => arg !== "--deep" && arg !== "--json");
  const port = portOnly("doctor", rest, "--port N, --deep, --sim [FILE], --json");
  if (!deep && (sim !== undefined || json))
    throw new UsageError(`doctor ${sim !== undefined ? "--sim" : "--json"} goes with --deep (the Mac's report)`);
  if (sim !== undefined && port !== undefined)
    throw new UsageError("doctor --deep takes --sim [FILE] or --port N, not both");
  return { verb: "doctor", port, deep, sim, json };
}

function parseServe(rest: string[]): ParsedArgs {
  return { verb: "serve", port: portOnly("serve", rest) ?? DEFAULT_PORT };
}

/** `--sim [FILE]` of a verb that reads the --sim runs' home (log, aliases): the arguments without it, and its value. */
function simOption(rest: string[]): { sim: string | true | undefined; others: string[] } {
  const others: string[] = [];
  let sim: string | true | undefined;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (arg === "--sim") sim = simFile(rest[i + 1]) !== undefined ? rest[++i]! : true;
    else if (arg.startsWith("--sim=")) sim = arg.slice("--sim=".length);
    else others.push(arg);
  }
  return { sim, others };
}

function parseLog(argv: string[]): ParsedArgs {
  const { sim, others: rest } = simOption(argv);
  let since: string | undefined;
  let json = false;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (arg === "--json") json = true;
    else if (arg === "--since") since = rest[++i];
    else if (arg.startsWith("--since=")) since = arg.slice("--since=".length);
    else throw unknownOption("log", arg, "--since WHEN, --json, --sim [FILE]");
    if (since === "") throw new UsageError("--since needs a date, a time or an age such as 2h");
  }
  if (rest.includes("--since") && since === undefined)
    throw new UsageError("--since needs a date, a time or an age such as 2h");
  return { verb: "log", since, json, sim };
}

/** `aliases [--json]` lists; `aliases remove PHRASE...` forgets one (the words after remove are the phrase). */
function parseAliases(argv: string[]): ParsedArgs {
  const { sim, others: rest } = simOption(argv);
  const json = rest.includes("--json");
  const words = rest.filter((arg) => arg !== "--json");
  const flag = words.find((arg) => arg.startsWith("-"));
  if (flag) throw unknownOption("aliases", flag, "--json, --sim [FILE], or remove PHRASE");
  if (words.length === 0) return { verb: "aliases", remove: undefined, json, sim };
  if (words[0] !== "remove" || words.length === 1)
    throw new UsageError(`aliases lists the words learned, or forgets one: aliases remove "my editor"`);
  return { verb: "aliases", remove: words.slice(1).join(" "), json, sim };
}

function parseKey(rest: string[]): ParsedArgs {
  if (rest.length !== 1 || rest[0] !== "set")
    throw new UsageError(`key takes one action: set (got ${rest.join(" ") || "none"})`);
  return { verb: "key", action: "set" };
}

function parseInstallSpoon(rest: string[]): ParsedArgs {
  const other = rest.find((arg) => arg !== "--copy");
  if (other !== undefined) throw new UsageError(`install-spoon does not take ${other}; it takes --copy`);
  return { verb: "install-spoon", copy: rest.includes("--copy") };
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
    else if (looksLikeOption(arg)) throw unknownOption("exec", arg, "--sim [FILE], --yes, --json");
    else positional.push(arg);
  }
  if (positional.length !== 1)
    throw new UsageError(`exec needs exactly one CONTRACT (JSON text or @path), got ${positional.length}`);
  return { verb: "exec", sim, yes, json, contract: positional[0]! };
}

/** `plan`: against the desktop in a snapshot file (--context FILE), or the simulated one (--sim [FILE]). */
function parsePlan(rest: string[]): ParsedArgs {
  const words: string[] = [];
  const flags = { context: undefined as string | undefined, sim: undefined as string | true | undefined };
  let offline = false;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (arg === "--") {
      words.push(...rest.slice(i + 1));
      break;
    }
    if (arg === "--offline") offline = true;
    else if (arg === "--context") flags.context = rest[++i];
    else if (arg.startsWith("--context=")) flags.context = arg.slice("--context=".length);
    else if (arg === "--sim") flags.sim = simFile(rest[i + 1]) !== undefined ? rest[++i]! : true;
    else if (arg.startsWith("--sim=")) flags.sim = arg.slice("--sim=".length);
    else if (looksLikeOption(arg)) throw unknownOption("plan", arg, "--context FILE or --sim [FILE], --offline");
    else words.push(arg);
  }
  if (flags.context !== undefined && flags.sim !== undefined)
    throw new UsageError("plan takes --context FILE or --sim [FILE], not both");
  if (!flags.context && flags.sim === undefined)
    throw new UsageError("plan needs --context FILE (a desktop snapshot) or --sim [FILE] (the simulated desktop)");
  if (words.join("").trim() === "") throw new UsageError('plan needs the command to plan, e.g. "chrome left half"');
  return { verb: "plan", ...flags, offline, command: words.join(" ") };
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
    else if (looksLikeOption(arg)) throw unknownOption("run", arg, "--sim [FILE], --offline, --yes, --json");
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
    else throw unknownOption("mcp", arg, "--sim [FILE], --yes");
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
  const takes = "--sim [FILE], --yes, --json";
  for (const [i, arg] of rest.entries()) {
    const flag = ["--sim", "--yes", "--json"].includes(arg) || arg.startsWith("--sim=");
    if (arg.startsWith("-") && !flag) throw unknownOption("undo", arg, takes);
    // The word after --sim is its FILE only as run reads it (a file there, or a path): a stray word is refused.
    if (!arg.startsWith("-") && (rest[i - 1] !== "--sim" || simFile(arg) === undefined))
      throw new UsageError(`undo takes no command (it takes back the last one), got "${arg}"; it takes ${takes}`);
  }
  return parseExec([...rest, UNDO_CONTRACT]);
}

export const isVerb = (word: string | undefined): word is Verb => (VERBS as readonly string[]).includes(word ?? "");
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
  if (verb === "doctor") return parseDoctor(rest);
  if (verb === "key") return parseKey(rest);
  if (verb === "log") return parseLog(rest);
  if (verb === "undo") return parseUndo(rest);
  if (verb === "aliases") return parseAliases(rest);
  if (verb === "presets") return parsePresets(rest, simFile);
  if (verb === "mcp") return parseMcp(rest);
  if (verb === "install-spoon") return parseInstallSpoon(rest);
  const meant = nearest(verb, [...VERBS, "help", "--help", "--version"]);
  const hint = meant ? `did you mean ${meant}? ` : "";
  throw new UsageError(`unknown command ${verb}; ${hint}valid: ${VERBS.join(", ")}`);
}
