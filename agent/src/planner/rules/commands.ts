import type { Command } from "../../commands/index.ts";
import type { Tab } from "../../contract/index.ts";
import { describeTab } from "../../desktop/index.ts";
import type { Candidate } from "../outcome.ts";

/** The commands the rules make, each spelled once. */
export const focusOn = (app: string): Command => ({ type: "focus_app", app_name: app });
export const quitApp = (app: string): Command => ({ type: "close_app", app_name: app });
export const switchTo = (tab: Tab): Command => ({ type: "switch_tab", tab_index: tab.index });
export const closeTabs = (tabs: Tab[]): Command => ({ type: "close_tab", tab_indices: tabs.map((tab) => tab.index) });

/** A tab offered as a choice, for what `command` makes of it. */
export const tabChoice =
  (command: (tab: Tab) => Command) =>
  (tab: Tab): Candidate => ({ label: describeTab(tab), commands: [command(tab)] });
