import assert from "node:assert/strict";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { after, before, describe, it } from "node:test";
import { build, type Plugin } from "esbuild";
import { directImports } from "../../scripts/direct-imports.ts";
import { tempHome } from "../support/index.ts";

/** Each module says it was loaded: what a bundle loads is what it records. */
const RECORDED = (name: string) =>
  `import { record } from "../record.ts";\nexport const ${name} = record("${name}");\n`;

/** A folder whose index.ts exports its modules' names every way the agent's do, and one name of its own. */
const FOLDER: Record<string, string> = {
  "record.ts":
    "export const loaded: string[] = [];\nexport const record = (name: string) => (loaded.push(name), name);\n",
  "lib/index.ts": [
    'import { record } from "../record.ts";',
    'import { again } from "./again.ts";',
    'export { fa } from "./fa.ts";',
    'export { fb as renamed, type Fb } from "./fb.ts";',
    'export * from "./stars.ts";',
    'export * as spaced from "./spaced.ts";',
    "export { again };",
    'export { unused } from "./unused.ts";',
    'export const shadow = record("index");',
  ].join("\n"),
  "lib/fa.ts": RECORDED("fa"),
  "lib/fb.ts": `${RECORDED("fb")}export type Fb = string;\n`,
  "lib/stars.ts": `${RECORDED("starred")}export const shadow = "not the index's";\n`,
  "lib/spaced.ts": RECORDED("spaced"),
  "lib/again.ts": RECORDED("again"),
  "lib/unused.ts": RECORDED("unused"),
  // Names through the index only: none of its own.
  "through.ts": [
    'import { again, fa, type Fb, renamed, spaced, starred } from "./lib/index.ts";',
    'export { loaded } from "./record.ts";',
    "const typed: Fb = renamed;",
    "export const values = [fa, typed, starred, spaced.spaced, again];",
  ].join("\n"),
  // The index's own name, beside one of a module it exports all of.
  "own.ts": 'import { shadow } from "./lib/index.ts";\nexport const values = [shadow];\n',
};

/** What one entry of the folder, bundled, loads and makes. */
async function bundled(
  root: string,
  entry: string,
  plugins: Plugin[],
): Promise<{ loaded: string[]; values: string[] }> {
  const outfile = join(root, "out", `${entry}-${plugins.length}.mjs`);
  await build({ entryPoints: [join(root, entry)], bundle: true, format: "esm", outfile, plugins, logLevel: "silent" });
  const made = (await import(pathToFileURL(outfile).href)) as { loaded?: string[]; values: string[] };
  return { loaded: [...(made.loaded ?? [])].sort(), values: made.values };
}

describe("direct imports (scripts/direct-imports.ts): a name imported through an index.ts, from its module", () => {
  let folder: ReturnType<typeof tempHome>;
  before(() => {
    folder = tempHome();
    for (const [file, text] of Object.entries(FOLDER)) {
      mkdirSync(dirname(join(folder.path, file)), { recursive: true });
      writeFileSync(join(folder.path, file), text);
    }
  });
  after(() => folder.remove());

  it("loads only the modules defining the names used, with the same values", async () => {
    const direct = directImports([folder.path]);
    const { loaded, values } = await bundled(folder.path, "through.ts", [direct.plugin]);
    assert.deepEqual(values, ["fa", "fb", "starred", "spaced", "again"], "the names' values");
    assert.deepEqual(loaded, ["again", "fa", "fb", "spaced", "starred"], "the modules loaded");
    assert.ok(direct.read.has(join(folder.path, "lib/index.ts")), "the index it read is a source of the bundle");
    // Through the index, every module it names is loaded: what the plugin saves.
    const whole = await bundled(folder.path, "through.ts", []);
    assert.deepEqual(whole.loaded, ["again", "fa", "fb", "index", "spaced", "starred", "unused"], "without it");
  });

  it("imports an index's own name from the index, before any module exporting all its names", async () => {
    const { values } = await bundled(folder.path, "own.ts", [directImports([folder.path]).plugin]);
    assert.deepEqual(values, ["index"], "the index's own shadow");
  });

  it("refuses an export read where esbuild finds none (text that only looks like a statement)", async () => {
    const fake = join(folder.path, "fake");
    mkdirSync(fake);
    writeFileSync(join(fake, "index.ts"), 'export const text = `\nexport { ghost } from "./ghost.ts";\n`;\n');
    writeFileSync(join(fake, "entry.ts"), 'import { text } from "./index.ts";\nexport const values = [text];\n');
    await assert.rejects(bundled(fake, "entry.ts", [directImports([fake]).plugin]), /esbuild finds no export ghost/);
  });
});
