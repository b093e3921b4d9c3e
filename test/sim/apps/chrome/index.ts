import type { SimAppModel } from "../app-model.ts";
import { loadChrome } from "./chrome-load.ts";
import { chromeScriptable } from "./chrome-scriptable.ts";

/** Google Chrome's model: its windows and tabs live with the desktop (desktop.chrome), which shows its pages. */
export const chromeModel: SimAppModel = {
  name: "Google Chrome",
  bundleID: "com.google.Chrome",
  start: (desktop, { snapshot, file }) => {
    loadChrome(desktop, snapshot, file);
    const { chrome } = desktop;
    return { ...chromeScriptable(chrome), activate: () => chrome.activate(), quit: () => chrome.quit() };
  },
};
