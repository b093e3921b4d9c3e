import { UsageError } from "../errors/index.ts";

export interface PresetsArgs {
  verb: "presets";
  action: { list: true } | { remove: string } | { rename: [string, string] };
  sim: string | true | undefined;
  json: boolean;
}

const TAKES = "it takes list, remove NAME or rename OLD NEW, and --sim [FILE], --json";

/**
 * `presets [list|remove NAME|rename OLD NEW] [--sim [FILE]] [--json]`: the words after remove are the name; the word
 * after --sim is its FILE when `simFile` says so (as for run).
 */
export function parsePresets(rest: string[], simFile: (word: string | undefined) => string | undefined): PresetsArgs {
  const words: string[] = [];
  const args: Omit<PresetsArgs, "action"> = { verb: "presets", sim: undefined, json: false };
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (arg === "--json") args.json = true;
    else if (arg === "--sim") args.sim = simFile(rest[i + 1]) !== undefined ? rest[++i]! : true;
    else if (arg.startsWith("--sim=")) args.sim = arg.slice("--sim=".length);
    else if (arg.startsWith("-")) throw new UsageError(`presets does not take ${arg}; ${TAKES}`);
    else words.push(arg);
  }
  const [action, ...names] = words;
  if (action === undefined || (action === "list" && names.length === 0)) return { ...args, action: { list: true } };
  if (action === "remove" && names.length > 0) return { ...args, action: { remove: names.join(" ") } };
  if (action === "rename" && names.length === 2) return { ...args, action: { rename: [names[0]!, names[1]!] } };
  throw new UsageError(`presets ${words.join(" ")}: ${TAKES} (quote a name of several words)`);
}
