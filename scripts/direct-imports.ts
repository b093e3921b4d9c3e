/**
 * An esbuild plugin: a name imported through a module that exports another module's names (a folder's index.ts) is
 * imported from the module that defines it. esbuild puts a module in a chunk by the modules importing it, whatever
 * names they use: through an index.ts, each verb's chunk would load every module the index names. Imported directly,
 * `plan` loads what planning needs. Only the imports at the top of a file are read: the sources keep them there. It
 * relies on what the agent's modules are: loading one sets up its own names and changes nothing elsewhere, so that
 * the modules an index names but a file does not use need not load before it.
 */
import type { Plugin } from "esbuild";
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { type Definition, moduleExports, type Specifier, specifiers, statementAt } from "./module-exports.ts";

/** An import of names from a module beside the file: `import { a, b as c, type D } from "./x.ts";`. */
const NAMED_IMPORT = /^import \{(.*)\} from ["'](\.[^"']*)["']$/;

interface Edit {
  start: number;
  end: number;
  text: string;
}

/**
 * The plugin, for the modules under the folders `roots` (importing and imported); `read` names every module it read
 * to tell where names are defined, which the bundle then depends on as it depends on its inputs.
 */
export function directImports(roots: string[]): { plugin: Plugin; read: ReadonlySet<string> } {
  const read = new Set<string>();
  const escaped = roots.map((root) => root.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const filter = new RegExp(`^(?:${escaped.join("|")})/.*\\.ts$`);
  const plugin: Plugin = {
    name: "direct-imports",
    setup(bundle) {
      const definitions = moduleExports(bundle.esbuild, roots, read);
      // A failure is the build's: each load below awaits it and so reports it.
      definitions.catch(() => {});
      bundle.onLoad({ filter }, async (args) => {
        const definition = await definitions;
        const text = readFileSync(args.path, "utf8");
        const edits: Edit[] = [];
        for (const statement of leadingImports(text)) {
          const named = NAMED_IMPORT.exec(statement.text);
          const target = named && resolve(dirname(args.path), named[2]!);
          if (!named || !target || !filter.test(target)) continue;
          const direct = directly(specifiers(named[1]!), named[2]!, target, definition);
          if (direct !== undefined) edits.push({ ...statement, text: direct });
        }
        return edits.length ? { contents: edited(text, edits), loader: "ts" } : undefined;
      });
    },
  };
  return { plugin, read };
}

/** The import statements the file starts with (after its comments), each with where it is. */
function leadingImports(text: string): Edit[] {
  const found: Edit[] = [];
  let at = 0;
  for (;;) {
    at = pastSpaceAndComments(text, at);
    if (!/^import[\s{*"']/.test(text.slice(at, at + 7))) return found;
    const statement = statementAt(text, at);
    found.push({ start: at, end: statement.end, text: statement.text });
    at = statement.end;
  }
}

function pastSpaceAndComments(text: string, from: number): number {
  let at = from;
  for (;;) {
    while (/\s/.test(text[at] ?? "")) at++;
    const close = text.startsWith("//", at) ? "\n" : text.startsWith("/*", at) ? "*/" : undefined;
    if (close === undefined) return at;
    const end = text.indexOf(close, at + 2);
    at = end < 0 ? text.length : end + close.length;
  }
}

/**
 * The statements importing each name from where it is defined; undefined when every name is defined where it is
 * imported from. A name that cannot be followed for certain is imported as it was.
 */
function directly(
  names: Specifier[],
  path: string,
  target: string,
  definition: (file: string, name: string) => Definition | undefined,
): string | undefined {
  const byModule = new Map<string, string[]>([[path, []]]);
  const statements: string[] = [];
  const types = names.filter((s) => s.typeOnly).map((s) => alias(s.name, s.as));
  if (types.length) statements.push(`import type { ${types.join(", ")} } from ${JSON.stringify(path)};`);
  for (const s of names.filter((s) => !s.typeOnly)) {
    const found = definition(target, s.name);
    if (found && "namespace" in found) statements.push(`import * as ${s.as} from ${JSON.stringify(found.file)};`);
    else {
      const elsewhere = found && found.file !== target ? found : undefined;
      const from = elsewhere?.file ?? path;
      byModule.set(from, [...(byModule.get(from) ?? []), alias(elsewhere?.name ?? s.name, s.as)]);
    }
  }
  if (byModule.size === 1 && statements.length === (types.length ? 1 : 0)) return undefined;
  for (const [from, imported] of byModule)
    if (imported.length) statements.push(`import { ${imported.join(", ")} } from ${JSON.stringify(from)};`);
  return statements.join("\n");
}

const alias = (name: string, as: string) => (name === as ? name : `${name} as ${as}`);

/** The text with each edit's span replaced (the edits do not overlap). */
function edited(text: string, edits: Edit[]): string {
  let out = "";
  let at = 0;
  for (const edit of edits) {
    out += text.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return out + text.slice(at);
}
