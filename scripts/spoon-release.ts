import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { zipSync } from "fflate";
import { luaDocstrings, publicMembers, spoonDocs } from "./spoon-docs.ts";

/** What `npm run release` made: the archive's path and size, and what its docs.json documents. */
export interface Release {
  out: string;
  bytes: number;
  modules: number;
  items: number;
}

/**
 * dist/Claude.spoon.zip from the bundle as built: Claude.spoon/init.lua (the bundle, its docstrings first) and
 * docs.json. A public member of the Spoon without a docstring is an error naming it.
 */
export function packRelease(root: string): Release {
  const bundle = join(root, "dist/Claude.spoon/init.lua");
  const out = join(root, "dist/Claude.spoon.zip");
  const modules = spoonDocs(root);
  const spoon = modules.find((module) => module.name === "Claude");
  const documented = new Set(spoon?.items.map((item) => item.name));
  const missing = publicMembers(root).filter((name) => !documented.has(name));
  if (missing.length > 0) throw new Error(`public members of the Spoon without a docstring: ${missing.join(", ")}`);
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
  return { out, bytes: zip.length, modules: modules.length, items };
}
