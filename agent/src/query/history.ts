import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as z from "zod";
import { describeIssues, type Tab } from "../contract/index.ts";
import { messageOf } from "../errors/index.ts";
import { createLogger } from "../log/index.ts";

const log = createLogger("query.history");

const Seen = z.object({ firstSeen: z.string(), url: z.string(), title: z.string() });
const HistoryFile = z.object({ tabs: z.record(z.string(), Seen) });
/** Tabs remembered at most; the longest closed are forgotten first. */
export const MAX_REMEMBERED_TABS = 5_000;

/**
 * When the agent first saw each tab id, kept in `<home>/history.json`, so "oldest tabs" has a
 * meaning. Chrome tab ids are unique for a browser session; a reused id with another URL counts as new.
 */
export class TabHistory {
  private readonly tabs: Map<string, z.infer<typeof Seen>>;

  constructor(
    private readonly path: string | undefined,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.tabs = new Map(Object.entries(path ? TabHistory.read(path, now()) : {}));
  }

  static inHome(home: string): TabHistory {
    return new TabHistory(join(home, "history.json"));
  }

  /**
   * The remembered tabs. A file that cannot be read as a history is never overwritten: it is renamed
   * aside (kept for the person) and reported, and a new history starts.
   */
  private static read(path: string, now: Date): Record<string, z.infer<typeof Seen>> {
    if (!existsSync(path)) return {};
    let problem: string;
    try {
      const parsed = HistoryFile.safeParse(JSON.parse(readFileSync(path, "utf8")));
      if (parsed.success) return parsed.data.tabs;
      problem = describeIssues(parsed.error);
    } catch (error) {
      problem = messageOf(error);
    }
    const aside = `${path}.corrupt-${now.toISOString().replace(/[:.]/g, "-")}`;
    renameSync(path, aside);
    log.warn("the tab history could not be read; kept it aside and started a new one", { path, aside, problem });
    return {};
  }

  /** Records the tabs not seen before and returns them with their first-seen times. */
  observe(tabs: Tab[]): Tab[] {
    const stamp = this.now().toISOString();
    let changed = false;
    const seen = tabs.map((tab) => {
      const known = this.tabs.get(String(tab.id));
      if (known && known.url.split("#")[0] === tab.url.split("#")[0])
        return { ...tab, firstSeen: tab.firstSeen ?? known.firstSeen };
      const firstSeen = tab.firstSeen ?? stamp;
      this.tabs.set(String(tab.id), { firstSeen, url: tab.url, title: tab.title });
      changed = true;
      return { ...tab, firstSeen };
    });
    if (changed) this.save();
    return seen;
  }

  private save(): void {
    if (!this.path) return;
    const entries = [...this.tabs.entries()]
      .sort(([, a], [, b]) => b.firstSeen.localeCompare(a.firstSeen))
      .slice(0, MAX_REMEMBERED_TABS);
    writeFileSync(`${this.path}.tmp`, JSON.stringify({ tabs: Object.fromEntries(entries) }), { mode: 0o600 });
    renameSync(`${this.path}.tmp`, this.path);
  }
}
