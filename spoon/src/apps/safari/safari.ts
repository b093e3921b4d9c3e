import type { SpoonContext } from "../../runtime";
import { runScript } from "../../desktop";
import { SAFARI_SCRIPT_SECONDS, type SafariOps, type SafariTabRef } from "./contract";
import {
  CLOSE_SAFARI_TABS,
  OPEN_SAFARI_TAB,
  READ_SAFARI_TABS,
  REOPEN_SAFARI_TABS,
  SWITCH_SAFARI_TAB,
} from "./jxa-scripts";

export const SAFARI_NAME = "Safari";

type Table = { [key: string]: unknown };
type Result<K extends keyof SafariOps> = SafariOps[K]["result"];

/** Runs one Safari script with its data as JSON in argv and decodes the JSON it prints, which must have `keys`. */
async function safariScript(ctx: SpoonContext, script: string, data: object, keys: string[]): Promise<Table> {
  const app = { app: SAFARI_NAME, text: script };
  const output = await runScript(ctx, app, [hs.json.encode(data)!], SAFARI_SCRIPT_SECONDS);
  const decoded = hs.json.decode(output);
  if (type(decoded) !== "table") throw `Safari's answer could not be read: ${string.sub(output, 1, 200)}`;
  for (const key of keys)
    if ((decoded as Table)[key] === undefined) throw `Safari's answer has no ${key}: ${string.sub(output, 1, 200)}`;
  return decoded as Table;
}

export async function readSafariTabs(ctx: SpoonContext) {
  const answer = await safariScript(ctx, READ_SAFARI_TABS, {}, ["running", "tabs"]);
  return answer as unknown as Result<"safari_tabs">;
}

export async function switchToSafariTab(ctx: SpoonContext, tab: SafariTabRef) {
  return (await safariScript(ctx, SWITCH_SAFARI_TAB, tab, [
    "switched",
    "missed",
  ])) as unknown as Result<"safari_switch">;
}

export async function openSafariTab(ctx: SpoonContext, url: string) {
  const answer = await safariScript(ctx, OPEN_SAFARI_TAB, { url }, ["windowId", "index", "url"]);
  return answer as unknown as Result<"safari_open">;
}

export async function closeSafariTabs(ctx: SpoonContext, tabs: SafariTabRef[]) {
  const answer = await safariScript(ctx, CLOSE_SAFARI_TABS, { tabs }, ["closed", "missed", "complete"]);
  return answer as unknown as Result<"safari_close">;
}

export async function reopenSafariTabs(ctx: SpoonContext, tabs: SafariTabRef[]) {
  const answer = await safariScript(ctx, REOPEN_SAFARI_TABS, { tabs }, ["opened"]);
  return answer as unknown as Result<"safari_reopen">;
}
