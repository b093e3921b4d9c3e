/**
 * `npm run stress:link`: the link's tests (test/agent/link/) 20 times in a row while two CPU hogs keep both cores
 * busy, as on a loaded machine; every round must pass. Not part of `npm test` (it takes a few minutes).
 */
import { spawn, spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const ROUNDS = Number(process.env.STRESS_ROUNDS ?? 20);
const HOGS = 2;
const folder = join(root, "test/agent/link");
const files = readdirSync(folder)
  .filter((file) => file.endsWith(".test.ts"))
  .map((file) => relative(root, join(folder, file)));

const hogs = Array.from({ length: HOGS }, () => spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" }));
const stopHogs = () => hogs.forEach((hog) => hog.kill("SIGKILL"));
process.on("SIGINT", () => (stopHogs(), process.exit(130)));

let failed = 0;
try {
  for (let round = 1; round <= ROUNDS; round++) {
    const started = performance.now();
    const run = spawnSync(
      process.execPath,
      ["--import", "tsx", "--test", "--test-reporter=dot", "--test-timeout=60000", ...files],
      { cwd: root, encoding: "utf8" },
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const ok = run.status === 0;
    if (!ok) failed++;
    process.stdout.write(`round ${round}/${ROUNDS}: ${ok ? "pass" : "FAIL"} (${seconds} s)\n`);
    if (!ok) process.stdout.write(`${run.stdout}${run.stderr}\n`);
  }
} finally {
  stopHogs();
}
process.stdout.write(
  `stress:link: ${ROUNDS - failed} of ${ROUNDS} rounds passed (${files.length} files, ${HOGS} CPU hogs beside them)\n`,
);
process.exit(failed === 0 ? 0 : 1);
