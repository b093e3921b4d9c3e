// `npm run release`: dist/Claude.spoon.zip, installable by SpoonInstall or by unzipping into
// ~/.hammerspoon/Spoons: Claude.spoon/init.lua (the bundle, its docstrings first) and docs.json.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { zipSync } from "fflate";
import { luaDocstrings, publicMembers, spoonDocs } from "./spoon-docs.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const bundle = join(root, "dist/Claude.spoon/init.lua");
const out = join(root, "dist/Claude.spoon.zip");

// `--no-build` packs the bundle as built (the tests build once, before they run).
if (!process.argv.includes("--no-build"))
  execFileSync(process.execPath, ["--import", "tsx", join(root, "scripts/build-spoon.ts")], { stdio: "inherit" });
const modules = spoonDocs(root);
const spoon = modules.find((module) => module.name === "Claude");
const documented = new Set(spoon?.items.map((item) => item.name));
const missing = publicMembers(root).filter((name) => !documented.has(name));
if (missing.length > 0) {
  console.error(`release: public members of the Spoon without a docstring: ${missing.join(", ")}`);
  process.exit(1);
}
const docsJson = `${JSON.stringify(modules, null, 2)}\n`;
const initLua = `${luaDocstrings(modules)}\n${readFileSync(bundle, "utf8")}`;
writeFileSync(join(root, "dist/Claude.spoon/docs.json"), docsJson);
// A fixed date keeps the archive the same for the same sources.
const mtime = new Date("2026-01-01T00:00:00Z");
const zip = zipSync(
  {
    "Claude.spoon/": [new Uint8Array(), { mtime }],
    "Claude.spoon/init.lua": [new TextEncoder().encode(initLua), { mtime }],
    "Claude.spoon/docs.json": [new TextEncoder().encode(docsJson), { mtime }],
  },
  { level: 9 },
);
mkdirSync(join(root, "dist"), { recursive: true });
writeFileSync(out, zip);
const items = modules.reduce((sum, module) => sum + module.items.length, 0);
console.log(`built ${out} (${zip.length} bytes): ${modules.length} modules, ${items} documented items`);
