/**
 * The built Spoon uses only Hammerspoon's names: every `hs.*` name the bundle's code refers to (its comments and
 * strings aside) is in Hammerspoon's API lists (spoon/reference/), or begins a name there, or is the Spoon's own
 * `hs.claude`. Prints each unknown name, then how many were used and unknown; exits 1 when a name is unknown or no
 * name is found at all (then the check read the wrong file).
 *
 *   tsx scripts/hs-conformance.ts [dist/Claude.spoon/init.lua]
 */
import { existsSync, readFileSync } from "node:fs";
import { conformanceReport } from "./hs-api.ts";

const bundle = process.argv[2] ?? "dist/Claude.spoon/init.lua";
if (!existsSync(bundle)) {
  console.error(`hs-conformance: no ${bundle}: build the Spoon first (npx tsx scripts/build-spoon.ts)`);
  process.exit(2);
}
const { passed, output } = conformanceReport(readFileSync(bundle, "utf8"), bundle);
process.stdout.write(output);
process.exit(passed ? 0 : 1);
