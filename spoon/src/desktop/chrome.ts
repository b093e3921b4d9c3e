import { CLOSE_TABS, OPEN_TAB, SWITCH_TAB } from "./jxa-scripts";
import { runJxa } from "./osascript";

export const CHROME_BUNDLE_ID = "com.google.Chrome";

type Table = { [key: string]: unknown };

/** Runs one of the Chrome scripts with its parameters as JSON and decodes the JSON it prints. */
async function chromeScript(script: string, params: object): Promise<Table> {
  const output = await runJxa(script, [hs.json.encode(params)!]);
  const decoded = hs.json.decode(output);
  if (type(decoded) !== "table") throw `Chrome's answer could not be read: ${string.sub(output, 1, 200)}`;
  return decoded as Table;
}

export interface TabIdentity {
  id: number;
  url: string;
}

export type SwitchOutcome =
  | { ok: true; id: number; url: string; title: string; index: number }
  | { ok: false; reason: "gone" | "changed"; url?: string; title?: string };

export async function switchToTab(tab: TabIdentity): Promise<SwitchOutcome> {
  return (await chromeScript(SWITCH_TAB, { id: tab.id, url: tab.url })) as unknown as SwitchOutcome;
}

export interface ClosedTabs {
  closed: { id: number; url: string; title: string }[];
  skipped: { id: number; url: string; reason: "gone" | "changed"; now?: string }[];
}

export async function closeTabs(tabs: TabIdentity[]): Promise<ClosedTabs> {
  const outcome = await chromeScript(CLOSE_TABS, { tabs });
  return {
    closed: (outcome.closed ?? []) as ClosedTabs["closed"],
    skipped: (outcome.skipped ?? []) as ClosedTabs["skipped"],
  };
}

export async function openTab(url: string): Promise<{ id: number; url: string }> {
  return (await chromeScript(OPEN_TAB, { url })) as unknown as { id: number; url: string };
}
