import type { Snapshot } from "../../contract/index.ts";
import { clip } from "../../desktop/index.ts";

/** Chrome's lines of the model's context: one per tab, or why none can be read. */
export function tabLines(snapshot: Snapshot): string[] {
  return [
    snapshot.tabsUnavailable
      ? `Chrome tabs: none can be read (${snapshot.tabsUnavailable})`
      : "Chrome tabs (index. title | domain; * active in its window; wN = window, w1 in front):",
    ...snapshot.tabs.map((t) => `${t.index}. ${clip(t.title)} | ${t.domain} w${t.windowIndex}${t.active ? " *" : ""}`),
  ];
}
