/**
 * One of the concurrent writers of concurrent-writers.test.ts, run as a process of its own: it says
 * "ready", waits for the go file, then updates every shared store of the home at once with the others, and writes
 * to the audit log (small, so that it rotates again and again).
 * argv: home, writer number, go file, the audit log's maxBytes and keep, audit events to write.
 */
import { existsSync } from "node:fs";
import { AuditLog } from "../../../agent/src/audit/index.ts";
import { TabHistory } from "../../../agent/src/query/history.ts";
import { fileAliasStore, filePresetStore } from "../../../agent/src/store/index.ts";
import { fileUndoHistory } from "../../../agent/src/undo/history.ts";

const [home, number, go, ...auditArgs] = process.argv.slice(2) as [string, string, string, string, string, string];
const n = Number(number);
const [maxBytes, keep, auditEvents] = auditArgs.map(Number) as [number, number, number];
const tick = new Int32Array(new SharedArrayBuffer(4));

process.stdout.write("ready\n");
while (!existsSync(go)) Atomics.wait(tick, 0, 0, 1);

const aliases = fileAliasStore(home);
const presets = filePresetStore(home);
const undo = fileUndoHistory(home);
const history = TabHistory.inHome(home);
const audit = new AuditLog(home, { maxBytes, keep, logTypedText: false });
const slack = { name: "Slack", bundleID: "com.tinyspeck.slackmacgap" };
const none = { windows: [], relaunch: [], quit: [], hide: [], unhide: [], reopen: [], close: [], activeTabs: [] };

if (!aliases.forget(`old ${n}`)) throw new Error(`old ${n} was not there to forget`);
for (let k = 0; k < 10; k++) {
  aliases.learn({ phrase: `word ${n}-${k}`, app: "Notes" });
  if (k < 5) presets.save({ name: `desk ${n}-${k}`, placements: [{ app_name: "Notes", monitor: "main" }] });
  if (k === 5) undo.record({ ...none, run: `run-${n}`, at: new Date().toISOString(), unhide: [slack], cannot: [] });
  const id = String(n * 100 + k);
  const tab = { id, title: `tab ${id}`, url: `https://example.com/${id}`, domain: "example.com", active: false };
  history.observe([{ ...tab, index: k + 1, windowIndex: 1, localIndex: k + 1 }]);
  for (let e = 0; e < auditEvents / 10; e++) audit.record(`run-${n}`, "step", { writer: n, k, e });
}
