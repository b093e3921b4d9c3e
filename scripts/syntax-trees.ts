/**
 * Syntax trees of source files for the scripts that walk them (function length, the Spoon lint, the test lint):
 * one parse per file, shared when they run in one process (scripts/source-checks.ts).
 */
import { readFileSync } from "node:fs";
import ts from "typescript";

/** Reads a file and parses it as TypeScript, with parent links (the checks walk up from a node). */
export type Parse = (path: string) => ts.SourceFile;

export const parseFile: Parse = (path) =>
  ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);

/** A parse that keeps each file's tree, so checks sharing it read and parse each file once. */
export function parsedOnce(): Parse {
  const trees = new Map<string, ts.SourceFile>();
  return (path) => {
    const known = trees.get(path);
    if (known) return known;
    const tree = parseFile(path);
    trees.set(path, tree);
    return tree;
  };
}
