/**
 * Builds the Spoon: spoon/src → one Lua bundle dist/Claude.spoon/init.lua. TypeScriptToLua writes
 * output even when it reports errors, so it builds into a scratch folder and moves on success only.
 * With --reuse (npm test), a bundle that a build made from the very same inputs is kept as it is (spoon-inputs.ts).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { builtFrom, forgetInputs, rememberInputs, spoonInputs } from "./spoon-inputs.ts";

const root = new URL("..", import.meta.url).pathname;
const scratch = join(root, ".tmp", "spoon-build");
const target = join(root, "dist", "Claude.spoon");

const inputs = spoonInputs(root);
if (process.argv.includes("--reuse") && builtFrom(root, inputs)) {
  console.log("dist/Claude.spoon/init.lua was built from these very sources: kept");
  process.exit(0);
}
forgetInputs(root);
rmSync(scratch, { recursive: true, force: true });
const tstl = join(root, "node_modules", ".bin", "tstl");
const run = spawnSync(tstl, ["-p", join(root, "tstl.json"), "--outDir", scratch], { stdio: "inherit" });
if (run.status !== 0) {
  console.error(`spoon build failed: tstl exited ${run.status ?? run.signal}; dist/ left as it was`);
  process.exit(1);
}
const written = readdirSync(scratch, { recursive: true })
  .map(String)
  .filter((f) => f.endsWith(".lua"));
if (written.length !== 1 || written[0] !== "init.lua") {
  console.error(`spoon build failed: expected exactly init.lua, tstl wrote ${written.join(", ")}`);
  process.exit(1);
}
mkdirSync(target, { recursive: true });
renameSync(join(scratch, "init.lua"), join(target, "init.lua"));
// The simulator's compiled copies of earlier bundles (test/sim/compiled-spoon.ts) serve no bundle now.
rmSync(join(root, "dist", "lua-cache"), { recursive: true, force: true });
rmSync(scratch, { recursive: true, force: true });
rememberInputs(root, inputs);
console.log("built dist/Claude.spoon/init.lua");
