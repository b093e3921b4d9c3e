import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { buildSync } from "esbuild";
import { readAudit, type AuditEvent } from "../../../agent/src/audit/index.ts";
import { UNDO_DEPTH } from "../../../agent/src/undo/index.ts";
import { tempHome } from "../../support/index.ts";

const WRITERS = 6;
/** Runs of each writer: 10 words, 5 presets, a command's way back, 10 tabs and AUDIT.events audit events each. */
const RUNS = 3;
/** The audit log each writer writes to: small, so it rotates again and again; more files than the events fill. */
const AUDIT = { maxBytes: 2_000, keep: 400, events: 30 };

/** The writer, bundled once so that the processes start in a blink instead of each compiling TypeScript. */
function bundleWriter(folder: string): string {
  const outfile = join(folder, "writer.mjs");
  buildSync({
    entryPoints: [new URL("./concurrent-writer.ts", import.meta.url).pathname],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    logLevel: "error",
    // The bundle's own dependencies (zod) are ESM that may require node builtins.
    banner: {
      js: 'import { createRequire as requireFrom } from "node:module"; const require = requireFrom(import.meta.url);',
    },
  });
  return outfile;
}

/**
 * Starts a writer; resolves `ready` once it waits for its go, and `done` with its exit code and stderr; `go` starts
 * its writing.
 */
function startWriter(script: string, home: string, n: number) {
  const numbers = [n, RUNS, AUDIT.maxBytes, AUDIT.keep, AUDIT.events].map(String);
  const child = spawn(process.execPath, [script, home, ...numbers]);
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const done = new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.on("close", (code) => resolve({ code, stderr })),
  );
  // A writer that dies before it is ready is reported by `done`, not waited for.
  const ready = Promise.race([new Promise<void>((resolve) => child.stdout.once("data", () => resolve())), done]);
  return { ready, done, go: () => child.stdin.end("go\n") };
}

/** The home's stores are shared by the CLI, the agent and the Spoon's requests: no writer may lose another's update. */
describe("processes writing the home's stores at once, run after run", () => {
  let base: ReturnType<typeof tempHome>;
  let home: string;
  let ended: { code: number | null; stderr: string }[];
  const read = (name: string) => JSON.parse(readFileSync(join(home, name), "utf8"));

  before(async () => {
    base = tempHome();
    home = base.path;
    const script = bundleWriter(home);
    const old = Array.from({ length: WRITERS }, (_, n) => ({
      phrase: `old ${n}`,
      app: "Notes",
      learned: "2026-01-01",
    }));
    writeFileSync(join(home, "aliases.json"), JSON.stringify(old));
    const writers = Array.from({ length: WRITERS }, (_, n) => startWriter(script, home, n));
    await Promise.all(writers.map((writer) => writer.ready));
    for (const writer of writers) writer.go();
    ended = await Promise.all(writers.map((writer) => writer.done));
  });
  after(() => base.remove());

  it("ends every writer without an error", () => {
    for (const { code, stderr } of ended) assert.equal(code, 0, stderr);
  });

  it("keeps every word learned and forgets every word removed", () => {
    const phrases = (read("aliases.json") as { phrase: string }[]).map((word) => word.phrase);
    const perWriter = RUNS * 10;
    const learned = Array.from(
      { length: WRITERS * perWriter },
      (_, i) => `word ${Math.floor(i / perWriter)}-${i % perWriter}`,
    );
    assert.deepEqual([...phrases].sort(), learned.sort(), "the words every writer learned, and no old one");
  });

  it("keeps every preset saved", () => {
    assert.equal((read("presets.json") as unknown[]).length, WRITERS * RUNS * 5);
  });

  it("keeps the way back of every command", () => {
    assert.ok(WRITERS * RUNS <= UNDO_DEPTH, "no more commands than undo keeps: each one lost would be a lost update");
    const runs = (read("undo.json").entries as { run: string }[]).map((entry) => entry.run);
    const recorded = Array.from({ length: WRITERS * RUNS }, (_, i) => `run-${Math.floor(i / RUNS)}-${i % RUNS}`);
    assert.deepEqual([...runs].sort(), recorded.sort(), "the runs whose way back undo keeps");
  });

  it("keeps every audit event, however many times the log was rotated at once", () => {
    const { events } = readAudit(home, AUDIT.keep);
    const written = (event: AuditEvent) => `${String(event.writer)}-${String(event.k)}-${String(event.e)}`;
    assert.ok(existsSync(join(home, "audit.20.jsonl")), "the log was rotated many times");
    assert.equal(new Set(events.map(written)).size, WRITERS * RUNS * AUDIT.events);
  });

  it("remembers every tab seen", () => {
    assert.equal(Object.keys(read("history.json").tabs).length, WRITERS * RUNS * 10);
  });
});
