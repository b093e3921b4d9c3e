import { READ_CHROME_TABS } from "./jxa-scripts";
import { OpFailure, type SpoonContext } from "../../runtime";
import { runScript } from "../../desktop";
import { CHROME_NAME } from "./chrome";
import type { DesktopState, TabInfo } from "../../contract";

type Table = { [key: string]: unknown };

function isInteger(value: unknown): value is number {
  return type(value) === "number" && math.type(value as number) === "integer";
}

function isTab(value: unknown): value is TabInfo {
  if (type(value) !== "table") return false;
  const tab = value as Table;
  return (
    isInteger(tab.index) &&
    type(tab.id) === "string" &&
    tab.id !== "" &&
    isInteger(tab.windowIndex) &&
    isInteger(tab.localIndex) &&
    type(tab.title) === "string" &&
    type(tab.url) === "string" &&
    type(tab.domain) === "string" &&
    type(tab.active) === "boolean"
  );
}

/** Chrome's tabs in global order (1-based, across windows front to back); empty when Chrome is not running. */
export async function readChromeTabs(ctx: SpoonContext): Promise<TabInfo[]> {
  const output = await runScript(ctx, { app: CHROME_NAME, text: READ_CHROME_TABS });
  const decoded = hs.json.decode(output) as Table | undefined;
  if (decoded === undefined || type(decoded.tabs) !== "table") {
    throw `Chrome's tab list could not be read: ${string.sub(output, 1, 200)}`;
  }
  const tabs: TabInfo[] = [];
  for (const tab of decoded.tabs as unknown[]) {
    if (!isTab(tab)) throw "Chrome's tab list had a tab without index, id, title or url";
    tabs.push(tab);
  }
  return tabs;
}

/**
 * Chrome's part of the desktop snapshot: its tabs. The snapshot does not depend on Chrome: when its tabs
 * cannot be read, there are none, and `tabsUnavailable` says why and what to do.
 */
export function chromeSnapshot(ctx: SpoonContext): Promise<Pick<DesktopState, "tabs" | "tabsUnavailable">> {
  return readChromeTabs(ctx).then(
    (tabs) => ({ tabs }),
    (error: unknown) => {
      if (!(error instanceof OpFailure)) throw error;
      return { tabs: [], tabsUnavailable: error.message };
    },
  );
}
