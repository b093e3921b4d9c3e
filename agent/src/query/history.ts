import { join } from "node:path";
import * as z from "zod";
import type { Tab } from "../contract/index.ts";
import { messageOf } from "../errors/index.ts";
import { createLogger } from "../log/index.ts";
import { readStore, updateStore, type StoreFile } from "../store/index.ts";

const log = createLogger("query.history");

const Seen = z.object({ firstSeen: z.string(), url: z.string(), title: z.string() });
type Seen = z.infer<typeof Seen>;
const HistoryFile = z.object({ tabs: z.record(z.string(), Seen) });
type HistoryFile = z.infer<typeof HistoryFile>;
/** Tabs remembered at most; the longest closed are forgotten first. */
export const MAX_REMEMBERED_TABS = 5_000;

/** The newest MAX_REMEMBERED_TABS tabs, by when they were first seen. */
function newest({ tabs }: HistoryFile): HistoryFile {
  const entries = Object.entries(tabs);
  if (entries.length <= MAX_REMEMBERED_TABS) return { tabs };
  const kept = entries.sort(([, a], [, b]) => b.firstSeen.localeCompare(a.firstSeen)).slice(0, MAX_REMEMBERED_TABS);
  return { tabs: Object.fromEntries(kept) };
}

const historyFile = (path: string): StoreFile<HistoryFile> => ({
  path,
  what: "tab history",
  schema: HistoryFile,
  empty: () => ({ tabs: {} }),
  bound: newest,
  // 5000 tabs with long addresses fit in a few MB.
  maxBytes: 16_000_000,
  broken: "keep aside",
});

/** Notes the tabs not known (or now showing another page) as first seen at `stamp`; true when any was new. */
function note(known: Record<string, Seen>, tabs: Tab[], stamp: string): boolean {
  let changed = false;
  for (const tab of tabs) {
    const seen = known[String(tab.id)];
    if (seen && seen.url.split("#")[0] === tab.url.split("#")[0]) continue;
    known[String(tab.id)] = { firstSeen: tab.firstSeen ?? stamp, url: tab.url, title: tab.title };
    changed = true;
  }
  return changed;
}

/** Notes the tabs in the file, under its lock: another process may have seen some first, and its times stand. */
const save = (file: StoreFile<HistoryFile>, tabs: Tab[], stamp: string) =>
  updateStore(file, (current) => (note(current.tabs, tabs, stamp) ? current : undefined)).value.tabs;

/**
 * When the agent first saw each tab id, kept in `<home>/history.json`, so "oldest tabs" has a
 * meaning. The browser's tab ids are unique for its session; a reused id with another URL counts as new.
 * A file that cannot be read as a history is kept aside (never overwritten) and reported; one that
 * cannot be used at all (a link) leaves the history in memory, logged.
 */
export class TabHistory {
  private tabs: Record<string, Seen> = {};
  private readonly file: StoreFile<HistoryFile> | undefined;

  constructor(
    path: string | undefined,
    private readonly now: () => Date = () => new Date(),
  ) {
    const file = path === undefined ? undefined : historyFile(path);
    this.file = file;
    if (file) this.tabs = this.kept(() => readStore(file).value.tabs);
  }

  static inHome(home: string): TabHistory {
    return new TabHistory(join(home, "history.json"));
  }

  /** Records the tabs not seen before and returns them with their first-seen times. */
  observe(tabs: Tab[]): Tab[] {
    const stamp = this.now().toISOString();
    const known = { ...this.tabs };
    const file = this.file;
    if (note(known, tabs, stamp)) this.tabs = file ? this.kept(() => save(file, tabs, stamp), known) : known;
    return tabs.map((tab) => ({ ...tab, firstSeen: tab.firstSeen ?? this.tabs[String(tab.id)]?.firstSeen ?? stamp }));
  }

  /** The tabs as the file keeps them; when it cannot be used, `fallback` (what this process knows), logged. */
  private kept(read: () => Record<string, Seen>, fallback: Record<string, Seen> = {}): Record<string, Seen> {
    try {
      return read();
    } catch (error) {
      log.warn("the tab history cannot be kept", { error: messageOf(error) });
      return fallback;
    }
  }
}
