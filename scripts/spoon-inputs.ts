/**
 * What the Spoon's bundle was built from, so that `npm test` need not build it again right after `npm ci` built it
 * (TypeScriptToLua type-checks the whole Spoon: ten seconds of CPU). A build that ends writes dist/spoon-inputs.json:
 * a digest of every input (spoon/src, spoon/types, tstl.json, this script and build-spoon.ts, the compiler packages'
 * versions) and one of the bundle it wrote. The bundle is reused only while both digests are still what they are:
 * any edit, even one that keeps a file's time, builds it again, as does a bundle changed since.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const RECORD = "dist/spoon-inputs.json";
const BUNDLE = "dist/Claude.spoon/init.lua";
const FOLDERS = ["spoon/src", "spoon/types"];
const FILES = [
  "tstl.json",
  "scripts/build-spoon.ts",
  "scripts/spoon-inputs.ts",
  ...["typescript", "typescript-to-lua", "lua-types", "@typescript-to-lua/language-extensions"].map(
    (name) => `node_modules/${name}/package.json`,
  ),
];

const digest = (parts: (string | Buffer)[]) => {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(`${part.length}:`).update(part);
  return hash.digest("hex");
};

/** Every input's path and content, in one order: read before a build starts, recorded once it has ended. */
export function spoonInputs(root: string): string {
  const files = FOLDERS.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true })
      .map((file) => join(folder, String(file)))
      .filter((path) => statSync(join(root, path)).isFile()),
  );
  const paths = [...files.sort(), ...FILES];
  return digest(paths.flatMap((path) => [path, existsSync(join(root, path)) ? readFileSync(join(root, path)) : ""]));
}

const bundleDigest = (root: string) => digest([readFileSync(join(root, BUNDLE))]);

/** Whether the bundle there now is the one a build made from `inputs` (spoonInputs). */
export function builtFrom(root: string, inputs: string): boolean {
  if (!existsSync(join(root, RECORD)) || !existsSync(join(root, BUNDLE))) return false;
  const recorded = JSON.parse(readFileSync(join(root, RECORD), "utf8")) as { inputs?: string; bundle?: string };
  return recorded.inputs === inputs && recorded.bundle === bundleDigest(root);
}

/** Written once a build from `inputs` has ended, its bundle in place. */
export function rememberInputs(root: string, inputs: string): void {
  const record = { inputs, bundle: bundleDigest(root) };
  writeFileSync(join(root, RECORD), `${JSON.stringify(record, null, 1)}\n`);
}

/** Removed as a build starts: one that stops half way leaves no record, and the next builds again. */
export function forgetInputs(root: string): void {
  rmSync(join(root, RECORD), { force: true });
}
