import * as z from "zod";
import { appOperation, type Snapshot } from "../contract/index.ts";
import type { SpoonClient } from "../spoon/index.ts";
import { messageOf } from "../errors/index.ts";
import type { PresetStore } from "../store/index.ts";
import type { UndoEntry } from "./entry.ts";
import type { WayBack } from "./rules.ts";
import { planRestore, type RestorePlan } from "./restore-plan.ts";
import { plainLine } from "../util/index.ts";

export interface RestoreContext {
  spoon: SpoonClient;
  /** The desktop as it is now: the undo is checked against it before anything moves. */
  desktop: Snapshot;
  /** Tabs closed without asking (config.json approval.closeTabsWithoutAsking). */
  closeTabsWithoutAsking: number;
  approve(request: { title: string; detail: string }): Promise<{ approved: boolean }>;
  /** Where presets live: one the command saved over or removed is put back there. */
  presets: Pick<PresetStore, "save" | "remove">;
}

/** How an undo went: `did` counts the parts put back (none: the way back is kept, to try again). */
export type Restored = { ok: boolean; did: number; message: string } | { ok: false; declined: true; message: string };

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** Calls one part of the undo: its value, or undefined once its failure is noted. */
type Caller = <T>(
  what: string,
  outcome: Promise<{ ok: true; value: T } | { ok: false; error: Error }>,
) => Promise<T | undefined>;

/** Quitting apps the command started, or closing many tabs it opened, is asked like any such step. */
function question(plan: RestorePlan, closeTabsWithoutAsking: number): { title: string; detail: string } | undefined {
  const quits = plan.quit.map((app) => `Quit ${plainLine(app.name)} (the command started it)`);
  const closes =
    plan.close.length > closeTabsWithoutAsking
      ? plan.close.map((tab) => `Close ${plainLine(tab.title)} (${plainLine(tab.url)})`)
      : [];
  if (quits.length + closes.length === 0) return undefined;
  return { title: "Undo: quit and close what the command opened?", detail: [...quits, ...closes].join("\n") };
}

/**
 * Puts the desktop back as the entry says it was, on the desktop as it is now: apps started again,
 * closed tabs reopened where they were, opened tabs closed, windows to their frames, the active tabs
 * and the frontmost app as they were. Each part that fails is told; the others still run.
 */
export async function restore(entry: UndoEntry, ctx: RestoreContext): Promise<Restored> {
  const plan = planRestore(entry, ctx.desktop);
  const ask = question(plan, ctx.closeTabsWithoutAsking);
  if (ask && !(await ctx.approve(ask)).approved)
    return { ok: false, declined: true, message: "not approved: nothing was undone" };
  const done: string[] = [];
  const failed: string[] = [];
  const inPlace = [...plan.inPlace];
  const call: Caller = async (what, outcome) => {
    const result = await outcome;
    if (result.ok) return result.value;
    failed.push(`${what}: ${result.error.message}`);
    return undefined;
  };
  const { spoon } = ctx;
  for (const app of plan.relaunch)
    if (await call(`start ${app.name}`, spoon.call("focus_app", app))) done.push(`started ${app.name} again`);
  for (const app of plan.quit)
    if (await call(`quit ${app.name}`, spoon.call("close_app", app))) done.push(`quit ${app.name}`);
  await moveBack(entry, spoon, done, call);
  await callBack(entry, spoon, { done, inPlace }, call);
  presetsBack(entry, ctx.presets, done, failed);
  const front = ctx.desktop.apps.find((app) => app.frontmost);
  // The tabs it opened go first: the positions of the closed ones are those of the row before it.
  if (plan.close.length) {
    const tabs = plan.close.map(({ id, url }) => ({ id, url }));
    const closed = await call("close the tabs it opened", spoon.call("close_tab", { tabs }));
    if (closed) done.push(`closed ${plural(closed.closed.length, "tab")} it had opened`);
  }
  let reopenedActive: { id: string; url: string }[] = [];
  if (plan.reopen.length) {
    const reopened = await call("reopen the closed tabs", spoon.call("reopen_tabs", { tabs: plan.reopen }));
    if (reopened) {
      done.push(`reopened ${plural(reopened.opened.length, "tab")}`);
      reopenedActive = reopened.opened.filter((_, i) => plan.reopenActive[i]);
    }
  }
  if (plan.windows.length) {
    const put = await call("put the windows back", spoon.call("restore_windows", { windows: plan.windows }));
    if (put?.restored.length) done.push(`put ${plural(put.restored.length, "window")} back`);
    if (put?.missing.length)
      failed.push(`${plural(put.missing.length, "window")} closed meanwhile or stuck in the Dock`);
  }
  for (const app of plan.hide)
    if (await call(`hide ${app.name}`, spoon.call("hide_app", app))) done.push(`hid ${app.name} again`);
  for (const app of plan.unhide)
    if (await call(`show ${app.name}`, spoon.call("focus_app", app))) done.push(`showed ${app.name} again`);
  for (const tab of [...plan.activeTabs, ...reopenedActive])
    if (await call(`switch back to ${plainLine(tab.url)}`, spoon.call("switch_tab", { id: tab.id, url: tab.url })))
      done.push(`switched back to ${plainLine(tab.url)}`);
  // Starting, showing and switching bring apps forward: the app in front before goes back in front.
  const frontmost = plan.frontmost ?? (front ? { name: front.name, bundleID: front.bundleID } : undefined);
  const moved = plan.relaunch.length + plan.unhide.length + plan.activeTabs.length + reopenedActive.length > 0;
  if (frontmost && (plan.frontmost || moved))
    if (await call(`bring ${frontmost.name} to the front`, spoon.call("focus_app", frontmost)))
      done.push(`brought ${frontmost.name} back to the front`);
  const message = told(entry, done, [...plan.gone, ...failed], inPlace);
  return { ok: failed.length === 0, did: done.length, message };
}

/** Files the command moved go back where they were, the last moved first (out of the Trash too). */
async function moveBack(entry: UndoEntry, spoon: SpoonClient, done: string[], call: Caller): Promise<void> {
  for (const file of [...(entry.files ?? [])].reverse()) {
    const back = `${plainLine(file.from)}`;
    if (await call(`move ${back} back`, spoon.call("move_file", { from: file.to, to: file.from })))
      done.push(file.to.startsWith("~/.Trash/") ? `put ${back} back from the Trash` : `moved ${back} back`);
  }
}

/** Presets the command saved over or removed are put back as they were; one it made is removed; the last first. */
function presetsBack(entry: UndoEntry, presets: RestoreContext["presets"], done: string[], failed: string[]): void {
  for (const { name, was } of [...(entry.presets ?? [])].reverse()) {
    const preset = `the preset "${plainLine(name)}"`;
    try {
      if (was) presets.save(was);
      else presets.remove(name);
      done.push(was ? `put ${preset} back as it was` : `removed ${preset} it saved`);
    } catch (error) {
      failed.push(`${was ? "put back" : "remove"} ${preset}: ${messageOf(error)}`);
    }
  }
}

/** An app's answer to its way back, read only for the field that says there was nothing left to take back. */
const Answer = z.record(z.string(), z.unknown());
const operationOf = (way: WayBack) =>
  appOperation({ name: way.op, params: Answer, result: Answer, seconds: () => way.seconds });

/** The apps' own ways back (a record the command made, deleted), the last first. */
async function callBack(
  entry: UndoEntry,
  spoon: SpoonClient,
  told: { done: string[]; inPlace: string[] },
  call: Caller,
): Promise<void> {
  for (const way of [...(entry.calls ?? [])].reverse()) {
    const answer = await call(way.what, spoon.callApp(operationOf(way), way.params));
    if (answer === undefined) continue;
    if (way.unless && answer[way.unless.falseField] === false) told.inPlace.push(way.unless.told);
    else told.done.push(way.did);
  }
}

/** What the undo did, a line for each kind; every part is a plain line (names and URLs come from undo.json). */
function told(entry: UndoEntry, done: string[], notDone: string[], inPlace: string[]): string {
  const list = (parts: string[]) => parts.map(plainLine).join("; ");
  const what = entry.command ? `"${plainLine(entry.command)}"` : "the last command";
  const nothing = notDone.length ? `nothing of ${what} was undone` : `nothing of ${what} needed undoing`;
  const parts = [done.length ? `undid ${what}: ${list(done)}` : nothing];
  if (inPlace.length) parts.push(`already in place: ${list(inPlace)}`);
  if (notDone.length) parts.push(`could not: ${list(notDone)}`);
  if (entry.cannot.length) parts.push(`no undo for: ${list(entry.cannot)}`);
  return parts.join("\n");
}
