/**
 * Function length check (npm test runs it on agent/src): every function, method and arrow function whose body
 * spans more than MAX_LINES lines is reported as file:line, its name and its length. Nested functions count in
 * the body of the one around them, as a reader meets them. Usage: tsx scripts/function-length.ts FOLDER...
 */
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import ts from "typescript";
import { parseFile, type Parse } from "./syntax-trees.ts";

/** The most lines a function body may span, its braces included. */
export const MAX_LINES = 60;

export interface LongFunction {
  file: string;
  /** 1-based line where the function starts. */
  line: number;
  name: string;
  /** Lines its body spans. */
  lines: number;
}

/** What a reader calls the function: its own name, the variable or property it is assigned to, else anonymous. */
function nameOf(node: ts.FunctionLikeDeclaration): string {
  if (node.name && ts.isIdentifier(node.name)) return node.name.text;
  if (ts.isConstructorDeclaration(node)) return "constructor";
  const parent = node.parent;
  if ((ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && ts.isIdentifier(parent.name))
    return parent.name.text;
  return "(anonymous)";
}

/** The functions in one file's text whose bodies span more than `max` lines. */
export function longFunctionsIn(file: string, text: string, max = MAX_LINES): LongFunction[] {
  return longFunctionsOf(file, ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS), max);
}

/** The functions of one file's syntax tree whose bodies span more than `max` lines, reported as in `file`. */
function longFunctionsOf(file: string, source: ts.SourceFile, max: number): LongFunction[] {
  const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line + 1;
  const found: LongFunction[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const body = node.body as ts.Node;
      const lines = lineOf(body.getEnd()) - lineOf(body.getStart(source)) + 1;
      const declared = node as ts.FunctionLikeDeclaration;
      if (lines > max) found.push({ file, line: lineOf(node.getStart(source)), name: nameOf(declared), lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The TypeScript sources under `folder` (declaration files left out: they hold no bodies). */
export function sourcesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".d.ts"))
    .sort()
    .map((file) => join(folder, file));
}

/** The long functions of every source under the folders, with paths relative to `root`. */
export function longFunctions(folders: string[], root: string, max = MAX_LINES, parse = parseFile): LongFunction[] {
  return folders
    .flatMap((folder) => sourcesUnder(join(root, folder)))
    .flatMap((path) => longFunctionsOf(relative(root, path), parse(path), max));
}

/** One line per long function, as an editor jumps to it. */
export const described = (long: LongFunction) =>
  `${long.file}:${long.line}: ${long.name} is ${long.lines} lines (at most ${MAX_LINES})`;

/** Prints the long functions of the folders (under the repository) and a count; whether there are none. */
export function reportLongFunctions(folders: string[], parse: Parse = parseFile): boolean {
  const long = longFunctions(folders, new URL("..", import.meta.url).pathname, MAX_LINES, parse);
  for (const found of long) console.error(described(found));
  const counted = `${long.length} function${long.length === 1 ? "" : "s"}`;
  console.log(`function length: ${counted} over ${MAX_LINES} lines in ${folders.join(", ")}`);
  return long.length === 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const folders = process.argv.slice(2);
  if (folders.length === 0) {
    console.error("usage: tsx scripts/function-length.ts FOLDER... (e.g. agent/src spoon/src)");
    process.exit(2);
  }
  process.exit(reportLongFunctions(folders) ? 0 : 1);
}
