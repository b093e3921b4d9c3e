/**
 * The checks that walk the sources' syntax trees, in one process that reads and parses each file once (npm test
 * runs this): function length in agent/src and spoon/src, the Spoon lint, the test lint. Each prints what it prints
 * run alone (scripts/function-length.ts, lint-spoon.ts, lint-tests.ts); this fails when any of them fails.
 */
import { reportLongFunctions } from "./function-length.ts";
import { reportSpoonLint } from "./lint-spoon.ts";
import { reportTestLint } from "./lint-tests.ts";
import { parsedOnce } from "./syntax-trees.ts";

const parse = parsedOnce();
const passed = [
  reportLongFunctions(["agent/src", "spoon/src"], parse),
  reportSpoonLint(undefined, parse),
  reportTestLint(parse),
];
process.exit(passed.every(Boolean) ? 0 : 1);
