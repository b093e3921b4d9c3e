/**
 * Format check: Prettier's own check of every TypeScript and JavaScript source, then lines of at most
 * 120 characters (Prettier leaves long strings and comments as they are). Prettier parses with oxc
 * (@prettier/plugin-oxc in .prettierrc.json, for `npm run format` too): the same printer and verdicts, the whole
 * check about two thirds of the CPU it took with the TypeScript parser.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const MAX_LINE = 120;
const FOLDERS = ["agent", "spoon/src", "spoon/types", "test", "scripts", "bench", "bin"];

const files = FOLDERS.flatMap((folder) =>
  readdirSync(join(root, folder), { recursive: true })
    .map(String)
    .filter((f) => /\.(ts|js)$/.test(f))
    .map((f) => join(root, folder, f)),
);
// Prettier's newer command line (its --experimental-cli) checks the same files with the same verdicts for about a
// fifth less CPU here, in one process (--no-parallel: workers cost more CPU than they save on two cores). No cache:
// it would be kept in node_modules, which the worktrees share.
const options = ["--experimental-cli", "--no-parallel", "--no-cache", "--check"];
const prettier = spawnSync(join(root, "node_modules", ".bin", "prettier"), [...options, ...files], {
  encoding: "utf8",
});
process.stdout.write(prettier.stdout + prettier.stderr);

const long = files.flatMap((file) =>
  readFileSync(file, "utf8")
    .split("\n")
    .flatMap((line, i) =>
      line.length > MAX_LINE ? [`${relative(root, file)}:${i + 1}: ${line.length} characters`] : [],
    ),
);
for (const line of long) console.error(line);
console.log(`format: ${long.length} line${long.length === 1 ? "" : "s"} over ${MAX_LINE} characters`);
process.exit(prettier.status === 0 && long.length === 0 ? 0 : 1);
