/**
 * Spoon lint: names that TypeScriptToLua compiles but that break at run time in Hammerspoon's Lua,
 * and loose types in the hs declarations. Walks the syntax tree, so strings and comments are free.
 */
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { parseFile, type Parse } from "./syntax-trees.ts";

const FORBIDDEN_GLOBALS: Record<string, string> = {
  JSON: "use hs.json",
  RegExp: "use Lua patterns (string.match, string.gsub)",
  Date: "use hs.timer.secondsSinceEpoch or os.time",
  setTimeout: "use hs.timer.doAfter",
  setInterval: "use hs.timer.new(...):start()",
  console: "use the Spoon's logger",
  encodeURIComponent: "percent-encode with string.gsub",
};
const LOOSE_TYPES: Record<string, string> = { any: "name the type", Function: "declare the signature" };

const root = new URL("..", import.meta.url).pathname;

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith(".ts"))
    .map((f) => join(dir, f));
}

function isReference(node: ts.Identifier): boolean {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return false;
  if (
    (ts.isPropertyAssignment(parent) ||
      ts.isPropertySignature(parent) ||
      ts.isMethodDeclaration(parent) ||
      ts.isPropertyDeclaration(parent) ||
      ts.isMethodSignature(parent)) &&
    parent.name === node
  )
    return false;
  return true;
}

function lintFile(path: string, source: ts.SourceFile): string[] {
  const problems: string[] = [];
  const report = (node: ts.Node, message: string) => {
    const { line, character } = source.getLineAndCharacterOfPosition(node.getStart());
    problems.push(`${relative(root, path)}:${line + 1}:${character + 1}: ${message}`);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && FORBIDDEN_GLOBALS[node.text] && isReference(node)) {
      report(node, `${node.text} breaks at run time in Hammerspoon: ${FORBIDDEN_GLOBALS[node.text]}`);
    } else if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      report(node, `regular expressions break at run time in Hammerspoon: ${FORBIDDEN_GLOBALS.RegExp}`);
    } else if (node.kind === ts.SyntaxKind.AnyKeyword) {
      report(node, `loose type any: ${LOOSE_TYPES.any}`);
    } else if (ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName) && node.typeName.text === "Function") {
      report(node, `loose type Function: ${LOOSE_TYPES.Function}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return problems;
}

/** Lints the given folders (default: spoon/src and spoon/types); returns the problems found. */
export function lintSpoon(
  folders = [join(root, "spoon", "src"), join(root, "spoon", "types")],
  parse: Parse = parseFile,
): string[] {
  return folders.flatMap(tsFiles).flatMap((path) => lintFile(path, parse(path)));
}

/** Prints the problems of the folders (default: the Spoon's) and a count; whether there are none. */
export function reportSpoonLint(folders?: string[], parse: Parse = parseFile): boolean {
  const problems = lintSpoon(folders, parse);
  for (const problem of problems) console.error(problem);
  console.log(`spoon lint: ${problems.length} problem${problems.length === 1 ? "" : "s"}`);
  return problems.length === 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(reportSpoonLint(process.argv.slice(2).length ? process.argv.slice(2) : undefined) ? 0 : 1);
}
