// `npm run release`: dist/Claude.spoon.zip, installable by SpoonInstall or by unzipping into
// ~/.hammerspoon/Spoons: Claude.spoon/init.lua (the bundle, its docstrings first), docs.json, and agent/ (the agent's
// bundle, which the Spoon's start() runs with the node it finds).
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { packRelease, type Release } from "./spoon-release.ts";

const root = fileURLToPath(new URL("..", import.meta.url));

// `--no-build` packs the bundles as built.
if (!process.argv.includes("--no-build"))
  for (const build of ["build-spoon.ts", "build-agent.ts"])
    execFileSync(process.execPath, ["--import", "tsx", join(root, "scripts", build)], { stdio: "inherit" });
let release: Release;
try {
  release = packRelease(root);
} catch (error) {
  console.error(`release: ${(error as Error).message}`);
  process.exit(1);
}
const { out, bytes, modules, items } = release;
console.log(`built ${out} (${bytes} bytes): ${modules} modules, ${items} documented items`);
