/**
 * Writes spoon/src/apps/page-accname.ts: dom-accessibility-api's computeAccessibleName bundled by esbuild into the
 * text of one JavaScript expression, which the page script (apps/page-script.ts) runs in a page to name the
 * control a press would act on. The Spoon sends that text to Chrome and Safari, and the simulator runs the same
 * text in jsdom; test/spoon/apps/page-script.test.ts checks the written file is what this script writes now.
 * Run it after changing the library's version: `npx tsx scripts/build-page-accname.ts`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";

const root = new URL("..", import.meta.url).pathname;
export const ACCNAME_FILE = join(root, "spoon", "src", "apps", "page-accname.ts");
/** Characters of the bundle per line of the written file, so each line stays within 120 characters. */
const PIECE = 90;

/** A string literal as Biome writes it: in double quotes, unless the text holds more of them than single ones. */
function quoted(text: string): string {
  const doubled = JSON.stringify(text);
  const doubles = text.split('"').length,
    singles = text.split("'").length;
  if (doubles <= singles) return doubled;
  return `'${doubled.slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
}

/** The TypeScript text of page-accname.ts for the installed dom-accessibility-api. */
export async function pageAccnameSource(): Promise<string> {
  const library = join(root, "node_modules", "dom-accessibility-api");
  const { version } = JSON.parse(readFileSync(join(library, "package.json"), "utf8")) as { version: string };
  const bundled = await build({
    stdin: { contents: 'export { computeAccessibleName } from "dom-accessibility-api";', resolveDir: root },
    bundle: true,
    format: "iife",
    globalName: "accname",
    minify: true,
    charset: "ascii",
    target: "es2017",
    write: false,
    logLevel: "silent",
  });
  // An expression whose value is computeAccessibleName, and which leaves no name behind in the page.
  const text = `(function () { ${bundled.outputFiles[0]!.text.trim()} return accname.computeAccessibleName; })()`;
  const pieces: string[] = [];
  for (let at = 0; at < text.length; at += PIECE) pieces.push(`  ${quoted(text.slice(at, at + PIECE))},`);
  return [
    `// Written by scripts/build-page-accname.ts from dom-accessibility-api ${version}: do not edit.`,
    "",
    "/** A JavaScript expression whose value is dom-accessibility-api's computeAccessibleName(element). */",
    "export const ACCESSIBLE_NAME = [",
    ...pieces,
    '].join("");',
    "",
  ].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(ACCNAME_FILE, await pageAccnameSource());
  console.log(`wrote ${ACCNAME_FILE}`);
}
