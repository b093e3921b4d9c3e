import type * as z from "zod";
import { closeTab } from "./close-tab.ts";
import { listTabs } from "./list-tabs.ts";
import { openUrl } from "./open-url.ts";
import { switchTab } from "./switch-tab.ts";

/** Chrome's commands, one line each. */
export const CHROME_COMMANDS = [listTabs, switchTab, openUrl, closeTab] as const;

/** A command of Chrome's, as its schema makes it. */
export type ChromeCommand = z.infer<(typeof CHROME_COMMANDS)[number]["schema"]>;
