import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
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

/** The agent's files the Spoon carries (Claude.spoon/agent/): the CLI's bundle, the SDK's, their model text. */
function agentFiles(root: string): string[] {
  const built = join(root, "dist/agent");
  const files = readdirSync(built).filter((file) => file.endsWith(".cjs") || file.endsWith(".txt"));
  if (!files.includes("hs-claude.cjs")) throw new Error(`no agent bundle in ${built}: npm run build`);
  return files.sort();
}

/**
 * Claude.spoon.zip in `into` (dist/, or a test's own folder) from the bundles as built: Claude.spoon/init.lua (the
 * Spoon's bundle, its docstrings first), docs.json, and agent/ (the agent's bundle, which start() runs: it needs node
 * and nothing else). A public member of the Spoon without a docstring is an error naming it.
 */
export function packRelease(root: string, into: string = join(root, "dist")): Release {
  const bundle = join(root, "dist/Claude.spoon/init.lua");
  const out = join(into, "Claude.spoon.zip");
  const modules = spoonDocs(root);
  const spoon = modules.find((module) => module.name === "Claude");
  const documented = new Set(spoon?.items.map((item) => item.name));
  const missing = publicMembers(root).filter((name) => !documented.has(name));
  if (missing.length > 0) throw new Error(`public members of the Spoon without a docstring: ${missing.join(", ")}`);
  const docsJson = `${JSON.stringify(modules, null, 2)}\n`;
  const initLua = `${luaDocstrings(modules)}\n${readFileSync(bundle, "utf8")}`;
  // The linked Spoon's help too; a release packed elsewhere (a test's) leaves the build as it is.
  if (into === join(root, "dist")) writeFileSync(join(root, "dist/Claude.spoon/docs.json"), docsJson);
  // A fixed date keeps the archive the same for the same sources.
  const mtime = new Date("2026-01-01T00:00:00Z");
  const agent = Object.fromEntries(
    agentFiles(root).map((file) => [
      `Claude.spoon/agent/${file}`,
      [new Uint8Array(readFileSync(join(root, "dist/agent", file))), { mtime }] as const,
    ]),
  );
  const zip = zipSync(
    {
      "Claude.spoon/": [new Uint8Array(), { mtime }],
      "Claude.spoon/init.lua": [new TextEncoder().encode(initLua), { mtime }],
      "Claude.spoon/docs.json": [new TextEncoder().encode(docsJson), { mtime }],
      "Claude.spoon/agent/": [new Uint8Array(), { mtime }],
      ...agent,
    },
    { level: 9 },
  );
  mkdirSync(into, { recursive: true });
  writeFileSync(out, zip);
  const items = modules.reduce((sum, module) => sum + module.items.length, 0);
  return { out, bytes: zip.length, modules: modules.length, items };
}
