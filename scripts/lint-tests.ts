/**
 * Test lint: a list assertion says what it expected. An `assert.deepEqual` (or equal, strictEqual, deepStrictEqual,
 * notDeepEqual) whose expected value is a list written out (`[...]`) and whose actual value is not one (a tuple of
 * fields compared side by side is no list) carries a message naming the list, so a failure says which list was
 * wrong and what it was meant to hold. Walks the syntax tree of every file under test/.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

const root = new URL("..", import.meta.url).pathname;
const ASSERTIONS = new Set(["deepEqual", "deepStrictEqual", "notDeepEqual", "equal", "strictEqual"]);

/** The list assertions without a message in one file, as `file:line: what`. */
export function unexplainedLists(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
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

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = testFiles(join(root, "test")).flatMap((file) => unexplainedLists(file, readFileSync(file, "utf8")));
  for (const problem of problems) console.error(problem);
  if (problems.length) {
    console.error(`test lint: ${problems.length} list assertions without a message`);
    process.exit(1);
  }
  console.log("test lint: every list assertion says what it expected");
}
