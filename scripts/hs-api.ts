/**
 * Hammerspoon's API as the Spoon may use it: the names in spoon/reference/ (its documented and undocumented items),
 * and the check that a Lua source uses no `hs.*` name outside them (scripts/hs-conformance.ts runs it on the bundle).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** Where the lists are: spoon/reference/README.md says what they hold and where they came from. */
const HS_API_LISTS = join(fileURLToPath(new URL("..", import.meta.url)), "spoon", "reference");
const LIST_FILES = ["hs-api.tsv", "hs-api-undocumented.tsv"];

/** The Spoon's own module, which no list of Hammerspoon's can hold. */
const OWN_MODULE = "hs.claude";

/** Every name in the lists, as written there: `hs.screen.allScreens`, `hs.window:setFrame` (a method). */
export function hammerspoonNames(): Set<string> {
  const names = new Set<string>();
  for (const file of LIST_FILES)
    for (const line of readFileSync(join(HS_API_LISTS, file), "utf8").split("\n").slice(1)) {
      const name = line.split("\t")[0]!.trim();
      if (name) names.add(name);
    }
  return names;
}

/** What Lua reads as other than code: a long comment, a comment, a long string, a quoted string (or its start). */
const NOT_CODE = /--\[(=*)\[|--[^\n]*|\[(=*)\[|"(?:\\[\s\S]|[^"\\\n])*"?|'(?:\\[\s\S]|[^'\\\n])*'?/g;

/**
 * The source with its comments and string literals taken out (a string becomes `""`), read in one pass as Lua reads
 * it, so that prose and messages are not taken for names and `"--"` in a string starts no comment.
 */
export function codeOnly(lua: string): string {
  const pieces: string[] = [];
  const reader = new RegExp(NOT_CODE);
  let from = 0;
  for (let found = reader.exec(lua); found; found = reader.exec(lua)) {
    pieces.push(lua.slice(from, found.index));
    const [text, commentLevel, stringLevel] = found;
    const level = commentLevel ?? stringLevel;
    if (level !== undefined) {
      const close = lua.indexOf(`]${level}]`, reader.lastIndex);
      reader.lastIndex = close < 0 ? lua.length : close + level.length + 2;
    }
    if (!text.startsWith("--")) pieces.push('""');
    from = reader.lastIndex;
  }
  pieces.push(lua.slice(from));
  return pieces.join("");
}

/** The `hs.*` names a Lua source refers to in its code (dotted chains: `hs.window.focusedWindow`), sorted. */
export function hsNamesIn(lua: string): string[] {
  return [...new Set(codeOnly(lua).match(/(?<![\w.])hs(?:\.[A-Za-z_]\w*)+/g) ?? [])].sort();
}

/**
 * The names a Lua source uses beside the Spoon's own (`hs.claude`), and those of them Hammerspoon lacks: a name is
 * known when a list holds it (a method `a:b` read as `a.b`) or it begins a listed name (`hs.window` of
 * `hs.window.focusedWindow`).
 */
export function hsConformance(lua: string): { used: string[]; unknown: string[] } {
  const names = hammerspoonNames();
  const known = new Set<string>();
  for (const name of names) {
    const parts = name.replace(/:/g, ".").split(".");
    for (let end = 1; end <= parts.length; end++) known.add(parts.slice(0, end).join("."));
  }
  const own = (name: string) => name === OWN_MODULE || name.startsWith(`${OWN_MODULE}.`);
  const used = hsNamesIn(lua).filter((name) => !own(name));
  return { used, unknown: used.filter((name) => !known.has(name)) };
}

/**
 * The check's verdict on a bundle's Lua, as scripts/hs-conformance.ts prints it: each unknown name, then how many
 * were used and unknown; it passes when no name is unknown and some were found (none: the wrong file was read).
 */
export function conformanceReport(lua: string, bundle: string): { passed: boolean; output: string } {
  const { used, unknown } = hsConformance(lua);
  const lines = unknown.map((name) => `not in Hammerspoon's API: ${name}`);
  if (used.length === 0) lines.push(`no hs name found in ${bundle}: is it the Spoon's bundle?`);
  lines.push(`hs names used: ${used.length}, unknown to Hammerspoon: ${unknown.length}`);
  return { passed: unknown.length === 0 && used.length > 0, output: `${lines.join("\n")}\n` };
}
