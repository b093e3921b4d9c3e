import type { DesktopCommand } from "../../../commands/index.ts";
import type { Tab } from "../../../contract/index.ts";
import { describeTab } from "../../../desktop/index.ts";
import type { Candidate } from "../../../planner/index.ts";
import type { ChromeCommand } from "../commands/index.ts";

/** What Chrome's rules make: its own commands, and an app brought forward ("open figma" may mean the app). */
export type ChromePlanned = ChromeCommand | DesktopCommand;

/** The commands the rules make, each spelled once. */
export const switchTo = (tab: Tab): ChromeCommand => ({ type: "switch_tab", tab_index: tab.index });
export const closeTabs = (tabs: Tab[]): ChromeCommand => ({
  type: "close_tab",
  tab_indices: tabs.map((tab) => tab.index),
});

/** A tab offered as a choice, for what `command` makes of it. */
export const tabChoice =
  (command: (tab: Tab) => ChromeCommand) =>
  (tab: Tab): Candidate<ChromeCommand> => ({ label: describeTab(tab), commands: [command(tab)] });
