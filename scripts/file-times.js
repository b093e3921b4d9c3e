// A node:test reporter (`--test-reporter=./scripts/file-times.js`): once the run ends, how long each test file
// took from its start to its end, slowest first, one `seconds  path` line each, named by its source (a bundled
// dist/tests/x.test.mjs as test/x.test.ts, a folder's tests run in one process, all-in-one.test.mjs, as test/x/*).
// Plain JavaScript: Node 20 loads reporters before tsx's hooks.
import { relative } from "node:path";

/** @param {string} file */
const sourceOf = (file) =>
  relative(process.cwd(), file)
    .replace(/^dist\/tests\//, "test/")
    .replace(/\/all-in-one\.test\.mjs$/, "/*")
    .replace(/\.mjs$/, ".ts");

/** @typedef {{ name?: string, file?: string, nesting?: number, details?: { duration_ms?: number } }} TestData */
/** @param {AsyncIterable<{ type: string, data: TestData }>} events */
export default async function* fileTimes(events) {
  const seconds = new Map();
  for await (const { type, data } of events) {
    // The test that stands for a whole file is named after the file and completes when its process ends.
    if (type === "test:complete" && data.nesting === 0 && data.file && data.name === data.file)
      seconds.set(sourceOf(data.file), (data.details?.duration_ms ?? 0) / 1000);
  }
  const slowestFirst = [...seconds].sort(([, a], [, b]) => b - a);
  for (const [file, took] of slowestFirst) yield `${took.toFixed(1).padStart(6)} s  ${file}\n`;
}
