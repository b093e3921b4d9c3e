/**
 * Where each name a module exports is defined, following `export { a } from`, `export * from` and the names a module
 * imports and exports again, so that a bundle can import a name from the module that defines it (direct-imports.ts).
 * The re-exports are read from the modules' statements at the start of a line (the sources are formatted); the names
 * a module exports itself come from esbuild, which also checks the statements read.
 */
import type { PluginBuild } from "esbuild";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

/** A name as a module defines it, or a module's namespace (`export * as name from`). */
export type Definition = { file: string; name: string } | { file: string; namespace: true };

/** One name of a statement's braces: `a`, `a as b`, `type A`. */
export interface Specifier {
  name: string;
  as: string;
  typeOnly: boolean;
}

/** What a module exports of other modules. */
interface Reexports {
  /** Names exported from other modules, by the name this module exports. */
  named: Map<string, Definition>;
  /** Modules all of whose names this module exports (`export * from`). */
  stars: string[];
}

/** A module that neither re-exports nor exports a list of names defines every name it exports. */
const EXPORTS_OTHERS = /^export\s*(?:\*|\{)/m;
/** Statements that export names by their braces or all of a module's (declarations are esbuild's to name). */
const EXPORTS_NAMES = new RegExp(EXPORTS_OTHERS.source, "gm");
const SPECIFIER = /^(type\s+)?([\w$]+)(?:\s+as\s+([\w$]+))?$/;

/**
 * The text of the statement starting at `from` (an import or export of names: braces, names, one module's path), up
 * to its semicolon, without comments or line breaks.
 */
export function statementAt(text: string, from: number): { text: string; end: number } {
  let out = "";
  let at = from;
  while (at < text.length && text[at] !== ";") {
    const comment = text.startsWith("//", at) ? "\n" : text.startsWith("/*", at) ? "*/" : undefined;
    if (comment === undefined) out += text[at++];
    else {
      const end = text.indexOf(comment, at + 2);
      if (end < 0) throw new Error(`an unterminated comment in the statement at ${from}`);
      at = end + comment.length;
    }
  }
  return { text: out.replace(/\s+/g, " ").trim(), end: at + 1 };
}

/** The names of `{ ... }`; a specifier of another form is refused, so that nothing is misread. */
export function specifiers(list: string): Specifier[] {
  return list
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const match = SPECIFIER.exec(part);
      if (!match) throw new Error(`cannot read the import or export specifier "${part}"`);
      const [, type, name, as] = match as unknown as [string, string | undefined, string, string | undefined];
      return { name, as: as ?? name, typeOnly: type !== undefined };
    });
}

/**
 * Reads the modules under `roots` that export other modules' names, and tells where a name is defined (undefined
 * when that cannot be told for certain). Every module a definition was looked up in goes into `read`: the bundle
 * depends on them.
 */
export async function moduleExports(esbuild: PluginBuild["esbuild"], roots: string[], read: Set<string>) {
  const reexporting = new Map<string, Reexports>();
  for (const file of roots.flatMap(typeScriptFiles)) {
    const text = readFileSync(file, "utf8");
    if (EXPORTS_OTHERS.test(text)) reexporting.set(file, reexportsOf(text, file));
  }
  const starred = [...reexporting.values()].flatMap((exports) => exports.stars);
  const names = await exportedNames(esbuild, [...new Set([...reexporting.keys(), ...starred])]);
  for (const [file, exports] of reexporting) {
    const unknown = [...exports.named.keys()].filter((name) => !names.get(file)?.has(name));
    if (unknown.length) throw new Error(`${file}: esbuild finds no export ${unknown.join(", ")} read here`);
  }

  function definition(file: string, name: string, throughStar = false): Definition | undefined {
    read.add(file);
    const exports = reexporting.get(file);
    if (!exports) return !throughStar || names.get(file)?.has(name) ? { file, name } : undefined;
    const named = exports.named.get(name);
    if (named) return "namespace" in named ? named : definition(named.file, named.name);
    if (names.get(file)?.has(name)) return { file, name };
    const found = exports.stars.flatMap((star) => definition(star, name, true) ?? []);
    return new Set(found.map((d) => JSON.stringify(d))).size === 1 ? found[0] : undefined;
  }
  return definition;
}

function typeScriptFiles(root: string): string[] {
  return readdirSync(root, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith(".ts"))
    .map((file) => join(root, file));
}

/** The names each module exports but through `export *`, as esbuild reads them (types are not names here). */
async function exportedNames(esbuild: PluginBuild["esbuild"], files: string[]): Promise<Map<string, Set<string>>> {
  const result = await esbuild.build({
    entryPoints: files,
    ...{ bundle: false, write: false, metafile: true, format: "esm", logLevel: "silent", outdir: "/" },
  });
  const outputs = Object.values(result.metafile.outputs);
  return new Map(outputs.map((output) => [resolve(output.entryPoint!), new Set(output.exports)]));
}

function reexportsOf(text: string, file: string): Reexports {
  const exports: Reexports = { named: new Map(), stars: [] };
  const imported = importedNames(text, file);
  const from = (path: string) => resolve(dirname(file), path);
  for (const match of text.matchAll(EXPORTS_NAMES)) {
    const statement = statementAt(text, match.index).text;
    const star = /^export \* from ["'](\.[^"']*)["']$/.exec(statement);
    const namespace = /^export \* as ([\w$]+) from ["'](\.[^"']*)["']$/.exec(statement);
    const named = /^export \{(.*)\} from ["'](\.[^"']*)["']$/.exec(statement);
    const list = /^export \{(.*)\}$/.exec(statement);
    if (star) exports.stars.push(from(star[1]!));
    else if (namespace) exports.named.set(namespace[1]!, { file: from(namespace[2]!), namespace: true });
    else if (named)
      for (const s of specifiers(named[1]!)) {
        if (!s.typeOnly) exports.named.set(s.as, { file: from(named[2]!), name: s.name });
      }
    else if (list)
      for (const s of specifiers(list[1]!)) {
        const origin = imported.get(s.name);
        if (origin && !s.typeOnly) exports.named.set(s.as, origin);
      }
  }
  return exports;
}

/** The names a module imports from modules beside it, by their local name. */
function importedNames(text: string, file: string): Map<string, { file: string; name: string }> {
  const names = new Map<string, { file: string; name: string }>();
  for (const match of text.matchAll(/^import\s*\{/gm)) {
    const statement = /^import \{(.*)\} from ["'](\.[^"']*)["']$/.exec(statementAt(text, match.index).text);
    if (!statement) continue;
    const from = resolve(dirname(file), statement[2]!);
    for (const s of specifiers(statement[1]!)) if (!s.typeOnly) names.set(s.as, { file: from, name: s.name });
  }
  return names;
}
