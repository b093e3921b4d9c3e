import { existsSync } from "node:fs";
import { join } from "node:path";
import { packageRoot } from "./install-spoon.ts";

/**
 * How a person runs this hs-claude again, for the hints that name a command: in a clone (its sources beside it)
 * through npx; installed (`npm install -g`), or the agent a Spoon carries, by its name.
 */
export function hsClaude(root: string | undefined = thisPackage()): string {
  return root !== undefined && existsSync(join(root, "agent", "src")) ? "npx hs-claude" : "hs-claude";
}

/** The package this code runs from, looked up once (a walk up its folders, reading package.json files). */
let found: { root: string | undefined } | undefined;
const thisPackage = () => (found ??= { root: packageRoot() }).root;
