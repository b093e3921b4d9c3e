import type * as z from "zod";
import { safariCloseTab } from "./close-tab.ts";
import { safariListTabs } from "./list-tabs.ts";
import { safariOpenUrl } from "./open-url.ts";
import { safariSwitchTab } from "./switch-tab.ts";

/** Safari's commands, one line each. */
export const SAFARI_COMMANDS = [safariListTabs, safariSwitchTab, safariOpenUrl, safariCloseTab] as const;

/** A command of Safari's, as its schema makes it. */
export type SafariCommand = z.infer<(typeof SAFARI_COMMANDS)[number]["schema"]>;
