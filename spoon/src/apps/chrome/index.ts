import { defineApp } from "../app";
import { closeTab } from "./close-tab";
import { listTabs } from "./list-tabs";
import { openUrl } from "./open-url";
import { reopenTabsOp } from "./reopen-tabs";
import { CHROME_NAME } from "./chrome";
import { chromePage } from "./page";
import { chromeFinding } from "./self-test";
import { switchTab } from "./switch-tab";
import { chromeSnapshot } from "./tabs";

/** Google Chrome: its tabs listed, switched to, closed and reopened, pages opened; its tabs in the snapshot. */
export const chrome = defineApp({
  name: CHROME_NAME,
  operations: {
    list_tabs: listTabs,
    switch_tab: switchTab,
    open_url: openUrl,
    close_tab: closeTab,
    reopen_tabs: reopenTabsOp,
    chrome_page: chromePage,
  },
  snapshot: chromeSnapshot,
  selfTest: chromeFinding,
});
