import { CLOSE_TABS, OPEN_TAB, REOPEN_TABS, SWITCH_TAB } from "./jxa-scripts";
import type { SpoonContext } from "../../runtime";
import type { ClosedTabs, OpResult, TabIdentity, TabToReopen } from "../../contract";
import { runScript } from "../../desktop";

export const CHROME_NAME = "Google Chrome";
export const CHROME_BUNDLE_ID = "com.google.Chrome";

type Table = { [key: string]: unknown };

/** Runs one of the Chrome scripts with its parameters as JSON and decodes the JSON it prints. */
async function chromeScript(ctx: SpoonContext, script: string, params: object): Promise<Table> {
  const output = await runScript(ctx, { app: CHROME_NAME, text: script }, [hs.json.encode(params)!]);
  const decoded = hs.json.decode(output);
  if (type(decoded) !== "table") throw `Chrome's answer could not be read: ${string.sub(output, 1, 200)}`;
  return decoded as Table;
}

/** What the switch script found: the tab switched to, or why not (it is gone, or shows another page). */
export type SwitchOutcome =
  | ({ ok: true } & OpResult<"switch_tab">)
  | { ok: false; reason: "gone" | "changed"; url?: string; title?: string };

export async function switchToTab(ctx: SpoonContext, tab: TabIdentity): Promise<SwitchOutcome> {
  return (await chromeScript(ctx, SWITCH_TAB, { id: tab.id, url: tab.url })) as unknown as SwitchOutcome;
}

export async function closeTabs(ctx: SpoonContext, tabs: TabIdentity[]): Promise<ClosedTabs> {
  const outcome = await chromeScript(ctx, CLOSE_TABS, { tabs });
  return {
    closed: (outcome.closed ?? []) as ClosedTabs["closed"],
    skipped: (outcome.skipped ?? []) as ClosedTabs["skipped"],
  };
}

export async function openTab(ctx: SpoonContext, url: string): Promise<{ id: string; url: string }> {
  return (await chromeScript(ctx, OPEN_TAB, { url })) as unknown as { id: string; url: string };
}

/** Opens closed tabs again in their windows (undo), at the end of each: JXA cannot insert a tab before another. */
export async function reopenTabs(ctx: SpoonContext, tabs: TabToReopen[]): Promise<OpResult<"reopen_tabs">> {
  const outcome = await chromeScript(ctx, REOPEN_TABS, { tabs });
  if (type(outcome.opened) !== "table") throw `Chrome's answer could not be read: no opened tabs`;
  const ids = outcome.opened as string[];
  if (ids.length !== tabs.length) throw `Chrome opened ${ids.length} of ${tabs.length} tabs`;
  return { opened: tabs.map((tab, i) => ({ id: tostring(ids[i]), url: tab.url })) };
}
