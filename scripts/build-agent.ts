/**
 * Bundles the CLI into dist/agent/hs-claude.mjs so `hs-claude` starts without TypeScript hooks. Its pure-JS packages
 * are bundled in, tree-shaken (zod's unused parts and locales are never loaded): a start costs less CPU than loading
 * them from node_modules. bin/hs-claude.js uses it only while it is newer than every source file; otherwise it runs
 * the sources through tsx. The simulated Mac (--sim) is a chunk of its own, loaded only by --sim: the CLI's start never
 * loads its heavy packages (jsdom, canvas, the Lua engine).
 */
import { build, type Metafile } from "esbuild";
import { copyFileSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { basename, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { directImports } from "./direct-imports.ts";
import { sourceUrls } from "./source-urls.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const out = join(root, "dist/agent");
/**
 * Packages the CLI must not load as it starts: the simulated Mac's (reached through --sim's chunk alone) and the MCP
 * SDK (through the mcp verb's).
 */
const LATER_PACKAGES = ["jsdom", "@napi-rs/canvas", "wasmoon", "@modelcontextprotocol/sdk"];
/** Bundled CommonJS packages (ws) require Node's own modules: an ES module has no `require` of its own. */
const REQUIRE =
  'import { createRequire as __hsCreateRequire } from "node:module";\n' +
  "const require = __hsCreateRequire(import.meta.url);";

/** What the bundle was built from (bin/hs-claude.js runs it only while none of them is newer than it). */
const SOURCES = join(out, "sources.json");
// A build that stops half way leaves no list: the CLI then runs the sources.
rmSync(SOURCES, { force: true });

const direct = directImports([join(root, "agent/src"), join(root, "spoon/src")]);
const result = await build({
  entryPoints: { "hs-claude": join(root, "agent/src/cli/main.ts") },
  outdir: out,
  // Chunks sit beside the entry: code reads its model text beside itself (`new URL("./x.txt", import.meta.url)`).
  chunkNames: "[name]-[hash]",
  outExtension: { ".js": ".mjs" },
  bundle: true,
  splitting: true,
  metafile: true,
  platform: "node",
  format: "esm",
  target: "node20",
  // Native or wasm packages read files beside themselves, and the MCP SDK keeps zod of its own: they stay external.
  external: LATER_PACKAGES,
  banner: { js: REQUIRE },
  logLevel: "warning",
  // The simulator reads files beside its sources (its Lua, desktops, the Spoon's bundle): it keeps their paths.
  plugins: [direct.plugin, sourceUrls(/\/test\/sim\/.*\.ts$/, out)],
});

/** The packages the entry loads at start: its static imports, followed through the chunks. */
function packagesAtStart(metafile: Metafile, entry: string): string[] {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of metafile.outputs[file]?.imports ?? []) {
      if (imported.kind !== "import-statement") continue;
      if (imported.external) packages.add(imported.path);
      else visit(imported.path);
    }
  };
  visit(entry);
  return [...packages];
}

const entry = relative(process.cwd(), join(out, "hs-claude.mjs"));
const heavy = packagesAtStart(result.metafile, entry).filter((name) =>
  LATER_PACKAGES.some((pkg) => name === pkg || name.startsWith(`${pkg}/`)),
);
if (heavy.length) {
  console.error(`agent bundle failed: the CLI would load these packages at start: ${heavy.join(", ")}`);
  process.exit(1);
}
// Chunks of earlier builds (their names carry a hash) go.
const built = new Set(Object.keys(result.metafile.outputs).map((file) => basename(file)));
for (const file of readdirSync(out)) if (file.endsWith(".mjs") && !built.has(file)) rmSync(join(out, file));

/**
 * The files the bundle holds, from the repository's root: its sources one by one; of a package, its package.json
 * (installing another version writes it anew).
 */
function sourcesOf(metafile: Metafile): string[] {
  const files = Object.keys(metafile.inputs).map((input) => {
    const path = resolve(input);
    const inPackage = /^(.*\/node_modules\/(@[^/]+\/)?[^/]+)\//.exec(path);
    return relative(root, inPackage ? `${inPackage[1]}/package.json` : path);
  });
  return [...new Set(files)].sort();
}

// Model-facing text is read beside the code (`new URL("./x.txt", import.meta.url)`); in the bundle that is dist/agent/.
const texts = readdirSync(`${root}agent/src`, { recursive: true })
  .map(String)
  .filter((f) => f.endsWith(".txt"));
const names = texts.map((f) => basename(f));
const twice = names.filter((name, i) => names.indexOf(name) !== i);
if (twice.length) {
  console.error(`agent bundle failed: model-text files must have unique names, found twice: ${twice.join(", ")}`);
  process.exit(1);
}
mkdirSync(out, { recursive: true });
for (const file of texts) copyFileSync(join(root, "agent/src", file), join(out, basename(file)));
// The modules read to import names from where they are defined (a folder's index.ts) are sources too.
const consulted = [...direct.read].map((file) => relative(root, file));
const sources = [...new Set([...sourcesOf(result.metafile), ...consulted])].sort();
sources.push(...texts.map((file) => join("agent/src", file)));
writeFileSync(SOURCES, `${JSON.stringify(sources, null, 1)}\n`);
console.log(`built dist/agent/hs-claude.mjs and ${built.size - 1} chunks (with ${texts.length} model-text files)`);
