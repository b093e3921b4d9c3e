/**
 * Format check: Biome's own check of every TypeScript and JavaScript source (biome.json, the settings
 * `npm run format` writes with), then lines of at most 120 characters (the formatter leaves long strings and
 * comments as they are). Biome is native: the whole check takes under a second of CPU.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
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
// Biome makes a cache folder under HOME (~/.cache/biome): it gets one of its own, gone after, as npm test writes
// nothing in the person's home.
const cache = mkdtempSync(join(tmpdir(), "hs-claude-biome-"));
const biome = spawnSync(join(root, "node_modules", ".bin", "biome"), ["format", ...files], {
  encoding: "utf8",
  env: { ...process.env, XDG_CACHE_HOME: cache },
});
rmSync(cache, { recursive: true, force: true });
process.stdout.write(biome.stdout + biome.stderr);

const long = files.flatMap((file) =>
  readFileSync(file, "utf8")
    .split("\n")
    .flatMap((line, i) =>
      line.length > MAX_LINE ? [`${relative(root, file)}:${i + 1}: ${line.length} characters`] : [],
    ),
);
for (const line of long) console.error(line);
console.log(`format: ${long.length} line${long.length === 1 ? "" : "s"} over ${MAX_LINE} characters`);
process.exit(biome.status === 0 && long.length === 0 ? 0 : 1);
