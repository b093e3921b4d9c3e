/**
 * One of the concurrent writers of concurrent-writers.test.ts, run as a process of its own: it says
 * "ready", waits for "go" on its stdin, then updates every shared store of the home at once with the others, run
 * after run, and writes to the audit log (small, so that it rotates again and again).
 * argv: home, writer number, runs, the audit log's maxBytes and keep, audit events to write per run.
 */
import { AuditLog } from "../../../agent/src/audit/index.ts";
import { TabHistory } from "../../../agent/src/query/history.ts";
import { fileAliasStore, filePresetStore } from "../../../agent/src/store/index.ts";
import { fileUndoHistory } from "../../../agent/src/undo/history.ts";

const [home, ...numbers] = process.argv.slice(2) as [string, string, string, string, string, string];
const [n, runs, maxBytes, keep, auditEvents] = numbers.map(Number) as [number, number, number, number, number];

const aliases = fileAliasStore(home);
const presets = filePresetStore(home);
const undo = fileUndoHistory(home);
const history = TabHistory.inHome(home);
const audit = new AuditLog(home, { maxBytes, keep, logTypedText: false });
const slack = { name: "Slack", bundleID: "com.tinyspeck.slackmacgap" };
const none = { windows: [], relaunch: [], quit: [], hide: [], unhide: [], reopen: [], close: [], activeTabs: [] };

function write(): void {
  if (!aliases.forget(`old ${n}`)) throw new Error(`old ${n} was not there to forget`);
  for (let r = 0; r < runs; r++)
    for (let k = 0; k < 10; k++) {
      const i = r * 10 + k;
      aliases.learn({ phrase: `word ${n}-${i}`, app: "Notes" });
      if (k < 5) presets.save({ name: `desk ${n}-${i}`, placements: [{ app_name: "Notes", monitor: "main" }] });
      const run = `run-${n}-${r}`;
      if (k === 5) undo.record({ ...none, run, at: new Date().toISOString(), unhide: [slack], cannot: [] });
      const id = String(n * 1000 + i);
      const tab = { id, title: `tab ${id}`, url: `https://example.com/${id}`, domain: "example.com", active: false };
      history.observe([{ ...tab, index: k + 1, windowIndex: 1, localIndex: k + 1 }]);
      for (let e = 0; e < auditEvents / 10; e++) audit.record(run, "step", { writer: n, k: i, e });
    }
}

// Waiting on stdin costs no CPU while the other writers start.
process.stdin.once("data", () => {
  process.stdin.destroy();
  write();
});
process.stdout.write("ready\n");
