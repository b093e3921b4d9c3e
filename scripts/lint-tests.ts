/**
 * Test lint: a list assertion says what it expected. An `assert.deepEqual` (or equal, strictEqual, deepStrictEqual,
 * notDeepEqual) whose expected value is a list written out (`[...]`) and whose actual value is not one (a tuple of
 * fields compared side by side is no list) carries a message naming the list, so a failure says which list was
 * wrong and what it was meant to hold. Walks the syntax tree of every file under test/.
 */
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { parseFile, type Parse } from "./syntax-trees.ts";

const root = new URL("..", import.meta.url).pathname;
const ASSERTIONS = new Set(["deepEqual", "deepStrictEqual", "notDeepEqual", "equal", "strictEqual"]);

/** The list assertions without a message in one file, as `file:line: what`. */
export function unexplainedLists(file: string, text: string): string[] {
  return unexplainedListsOf(file, ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true));
}

function unexplainedListsOf(file: string, source: ts.SourceFile): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (isUnexplainedList(node)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      const call = node.expression.getText(source);
      found.push(`${relative(root, file)}:${line}: ${call} on a list needs a message saying what the list is`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function isUnexplainedList(node: ts.Node): node is ts.CallExpression & { expression: ts.PropertyAccessExpression } {
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return false;
  const { expression: receiver, name } = node.expression;
  if (!ts.isIdentifier(receiver) || receiver.text !== "assert" || !ASSERTIONS.has(name.text)) return false;
  const [actual, expected, message] = node.arguments;
  return (
    message === undefined &&
    expected !== undefined &&
    ts.isArrayLiteralExpression(expected) &&
    !ts.isArrayLiteralExpression(actual!)
  );
}

function testFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith(".ts"))
    .sort()
    .map((f) => join(dir, f));
}

/** Prints the list assertions without a message in every file under test/, or that there are none; whether none. */
export function reportTestLint(parse: Parse = parseFile): boolean {
  const problems = testFiles(join(root, "test")).flatMap((file) => unexplainedListsOf(file, parse(file)));
  for (const problem of problems) console.error(problem);
  if (problems.length) {
    console.error(`test lint: ${problems.length} list assertions without a message`);
    return false;
  }
  console.log("test lint: every list assertion says what it expected");
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(reportTestLint() ? 0 : 1);
