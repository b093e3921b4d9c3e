/**
 * Bundles the CLI into one CommonJS file, dist/agent/hs-claude.cjs, so that `hs-claude` starts without TypeScript
 * hooks, and with the code V8 compiled in an earlier run of its kind (bin/hs-claude.js keeps it: a code cache, which
 * an ES module cannot take on Node 20). Its pure-JS packages are bundled in, tree-shaken (zod's unused parts and
 * locales are never loaded): a start costs less CPU than loading them from node_modules. bin/hs-claude.js uses it only
 * while it is newer than every source file; otherwise it runs the sources through tsx. A module reached only through
 * a dynamic import (a verb; the simulated Mac of --sim) runs only once imported: the CLI's start never loads the heavy
 * packages (jsdom, canvas, the Lua engine).
 */
import { build, type Metafile, type Plugin } from "esbuild";
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { inAscii } from "./ascii-text.ts";
import { directImports } from "./direct-imports.ts";
import { sourceUrls } from "./source-urls.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const out = join(root, "dist/agent");
const bundle = join(out, "hs-claude.cjs");
/**
 * Packages the CLI must not load as it starts: the simulated Mac's (reached through --sim's import alone) and the MCP
 * SDK (through the mcp verb's).
 */
const LATER_PACKAGES = ["jsdom", "@napi-rs/canvas", "wasmoon", "@modelcontextprotocol/sdk"];
/** A file's URL, as an ES module's `import.meta.url` gives it: the bundle's (its model text lies beside it). */
const BUNDLE_URL = '"use strict";\nconst __bundleUrl = require("node:url").pathToFileURL(__filename).href;';
/** Run as a script (`node hs-claude.cjs serve`, as a Spoon carrying it does), the bundle runs the CLI. */
const RUN_AS_SCRIPT =
  "if (require.main === module) module.exports.main(process.argv.slice(2)).then((code) => (process.exitCode = code));";
/** The package's version, written into the bundle: the agent a Spoon carries has no package.json beside it. */
const VERSION = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).version as string;

/** What the bundle was built from (bin/hs-claude.js runs it only while none of them is newer than it). */
const SOURCES = join(out, "sources.json");
// A build that stops half way leaves no list: the CLI then runs the sources.
rmSync(SOURCES, { force: true });

/**
 * The Anthropic SDK, half of the code, is loaded only to call Claude: a bundle of its own beside the CLI's (the CLI
 * reads and compiles its own at every start), which the CLI requires when it calls.
 */
const SDK = "@anthropic-ai/sdk";
const SDK_BUNDLE = "anthropic-sdk.cjs";
const sdk = await build({
  entryPoints: [SDK],
  outfile: join(out, SDK_BUNDLE),
  ...{ bundle: true, metafile: true, platform: "node", format: "cjs", target: "node20", logLevel: "warning" },
});
/** `import("@anthropic-ai/sdk")` gives the SDK's bundle as the SDK's own module is: its `default` is the client. */
const sdkBeside: Plugin = {
  name: "sdk-beside",
  setup(bundle) {
    bundle.onResolve({ filter: /^@anthropic-ai\/sdk$/ }, () => ({ path: SDK, namespace: "sdk-beside" }));
    bundle.onLoad({ filter: /.*/, namespace: "sdk-beside" }, () => ({
      contents: `export * from "./${SDK_BUNDLE}";\nexport { default } from "./${SDK_BUNDLE}";\n`,
      resolveDir: out,
    }));
    bundle.onResolve({ filter: new RegExp(`^\\./${SDK_BUNDLE}$`) }, (args) => ({ path: args.path, external: true }));
  },
};

const direct = directImports([join(root, "agent/src"), join(root, "spoon/src")]);
const result = await build({
  entryPoints: { "hs-claude": join(root, "agent/src/cli/main.ts") },
  outdir: out,
  outExtension: { ".js": ".cjs" },
  bundle: true,
  metafile: true,
  platform: "node",
  format: "cjs",
  target: "node20",
  // Native or wasm packages read files beside themselves, and the MCP SDK keeps zod of its own: they stay external.
  external: LATER_PACKAGES,
  define: { "import.meta.url": "__bundleUrl", HS_CLAUDE_VERSION: JSON.stringify(VERSION) },
  banner: { js: BUNDLE_URL },
  footer: { js: RUN_AS_SCRIPT },
  logLevel: "warning",
  // The simulator reads files beside its sources (its Lua, desktops, the Spoon's bundle): it keeps their paths.
  plugins: [sdkBeside, direct.plugin, sourceUrls(/\/test\/sim\/.*\.ts$/, out)],
});

/** The packages the CLI loads at start: those its entry's static imports reach, module by module. */
function packagesAtStart(metafile: Metafile, entry: string): string[] {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of metafile.inputs[file]?.imports ?? []) {
      if (imported.kind !== "import-statement" && imported.kind !== "require-call") continue;
      if (imported.external) packages.add(imported.path);
      else visit(imported.path);
    }
  };
  visit(entry);
  return [...packages];
}

const entry = relative(process.cwd(), join(root, "agent/src/cli/main.ts"));
const heavy = packagesAtStart(result.metafile, entry).filter(
  (name) => name === `./${SDK_BUNDLE}` || LATER_PACKAGES.some((pkg) => name === pkg || name.startsWith(`${pkg}/`)),
);
if (heavy.length) {
  console.error(`agent bundle failed: the CLI would load these packages at start: ${heavy.join(", ")}`);
  process.exit(1);
}
// In ASCII, which V8 reads faster.
for (const file of [bundle, join(out, SDK_BUNDLE)]) writeFileSync(file, inAscii(readFileSync(file, "utf8"), file));
// Earlier builds' files (chunks of the ES modules the bundle once was) and the code V8 compiled from them go.
for (const file of readdirSync(out)) if (file.endsWith(".mjs")) rmSync(join(out, file));
rmSync(join(out, "code-cache"), { recursive: true, force: true });

/**
 * The files the bundle holds, from the repository's root: its sources one by one; of a package, its package.json
 * (installing another version writes it anew).
 */
function sourcesOf(metafile: Metafile): string[] {
  // A module a plugin made (`namespace:path`) is no file.
  const inputs = Object.keys(metafile.inputs).filter((input) => !/^[a-z-]+:/.test(input));
  const files = inputs.map((input) => {
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
const sources = [...new Set([...sourcesOf(result.metafile), ...sourcesOf(sdk.metafile), ...consulted])].sort();
sources.push(...texts.map((file) => join("agent/src", file)), "package.json");
writeFileSync(SOURCES, `${JSON.stringify(sources, null, 1)}\n`);
console.log(`built dist/agent/hs-claude.cjs (with ${texts.length} model-text files)`);
