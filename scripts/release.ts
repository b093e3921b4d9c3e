// `npm run release`: dist/Claude.spoon.zip, installable by SpoonInstall or by unzipping into
// ~/.hammerspoon/Spoons: Claude.spoon/init.lua (the bundle, its docstrings first) and docs.json.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { packRelease, type Release } from "./spoon-release.ts";

const root = fileURLToPath(new URL("..", import.meta.url));

// `--no-build` packs the bundle as built.
if (!process.argv.includes("--no-build"))
  execFileSync(process.execPath, ["--import", "tsx", join(root, "scripts/build-spoon.ts")], { stdio: "inherit" });
let release: Release;
try {
  release = packRelease(root);
} catch (error) {
  console.error(`release: ${(error as Error).message}`);
  process.exit(1);
}
const { out, bytes, modules, items } = release;
console.log(`built ${out} (${bytes} bytes): ${modules} modules, ${items} documented items`);
