// A node:test reporter (`--test-reporter=./scripts/file-times.js`): once the run ends, how long each test file
// took from its start to its end, slowest first, one `seconds  path` line each, named by its source (a bundled
// dist/tests/x.test.mjs as test/x.test.ts; each file of a group sharing a process, dist/tests/all-in-one/*, by the
// describe block that runs it, named after it, test/x.test.ts, timed from its first test, not the process's start).
// Plain JavaScript: Node 20 loads reporters before tsx's hooks.
import { relative } from "node:path";

/** @param {string} file */
const sourceOf = (file) =>
  relative(process.cwd(), file)
    .replace(/^dist\/tests\//, "test/")
    .replace(/\.mjs$/, ".ts");
/** @param {string} file */
const isGroup = (file) => /\/all-in-one\/[^/]+\.test\.mjs$/.test(file);

/** @typedef {{ name?: string, file?: string, nesting?: number, details?: { duration_ms?: number } }} TestData */
/** @param {AsyncIterable<{ type: string, data: TestData }>} events */
export default async function* fileTimes(events) {
  const seconds = new Map();
  for await (const { type, data } of events) {
    if (type !== "test:complete" || !data.file || !data.name) continue;
    const took = (data.details?.duration_ms ?? 0) / 1000;
    // The test that stands for a whole file is named after the file and completes when its process ends.
    if (data.nesting === 0 && data.name === data.file && !isGroup(data.file)) seconds.set(sourceOf(data.file), took);
    // A file of a group, run by a block named after it (test/support/one-process.ts).
    if (data.nesting === 0 && /^test\/.+\.test\.ts$/.test(data.name)) seconds.set(data.name, took);
  }
  const slowestFirst = [...seconds].sort(([, a], [, b]) => b - a);
  for (const [file, took] of slowestFirst) yield `${took.toFixed(1).padStart(6)} s  ${file}\n`;
}
