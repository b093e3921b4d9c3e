import { readFileSync } from "node:fs";
import { describeIssues } from "../../agent/src/contract/issues.ts";
import { Snapshot, type Tab } from "../../agent/src/contract/snapshot.ts";
import { withoutByteOrderMark } from "../../agent/src/util/index.ts";
import { ChromeModel, type ChromeWindow } from "./chrome/chrome-model.ts";
import type { SimElement, SimPage } from "./content.ts";
import { connectChrome } from "./chrome-sync.ts";
import { CHROME, SimDesktop } from "./desktop.ts";

type RawWindow = { id?: unknown; minSize?: { w?: unknown; h?: unknown }; elements?: SimElement[] };

/**
 * A simulated desktop from a snapshot (SPEC section 4), ids kept as given. Beyond the format it
 * reads optional simulator fields: `apps[].kind` (0: an accessory app), `windows[].minSize`, `tabs[].beforeunload`,
 * `defaultBrowser`, `automation` and `apps[].electron`; SPEC 4's `windows[].elements` and `pages`; and the
 * simulator's conditions, `sim` (`hungApps`, `chromeBusyMs`).
 */
export function loadDesktop(value: unknown): SimDesktop {
  const parsed = Snapshot.safeParse(value);
  if (!parsed.success) throw new Error(`not a desktop snapshot: ${describeIssues(parsed.error)}`);
  const s = parsed.data;
  const raw = value as {
    windows?: RawWindow[];
    defaultBrowser?: unknown;
    tabs?: { id?: unknown; beforeunload?: unknown }[];
    apps?: { name?: unknown; kind?: unknown; electron?: unknown }[];
    automation?: Record<string, "denied" | "pending">;
    pages?: Record<string, SimPage>;
    sim?: unknown;
  };
  const installed = [...s.installedApps];
  for (const app of s.apps)
    if (!installed.some((i) => i.bundleID === app.bundleID)) installed.push({ name: app.name, bundleID: app.bundleID });
  const desktop = new SimDesktop(
    [...s.screens]
      .sort((a, b) => Number(b.primary) - Number(a.primary))
      .map(({ id, name, scale, fullFrame, frame }) => ({ id, name, scale, fullFrame, frame })),
    [],
    installed,
    s.windows.map(({ id, app, title, frame, minimized, standard }) => ({
      id,
      app,
      title,
      frame,
      minimized,
      standard,
      ...minSizeOf(raw.windows, id),
    })),
    new ChromeModel({ running: false, windows: [] }),
    s.presets,
  );
  const accessory = new Set((raw.apps ?? []).filter((a) => a.kind === 0).map((a) => a.name));
  const electron = new Set((raw.apps ?? []).filter((a) => a.electron === true).map((a) => a.name));
  for (const app of s.apps.filter((a) => a.running))
    desktop.running.push({
      name: app.name,
      bundleID: app.bundleID,
      pid: desktop.newPid(),
      hidden: app.hidden,
      ...(accessory.has(app.name) ? { kind: 0 as const } : {}),
      ...(electron.has(app.name) ? { electron: {} } : {}),
    });
  desktop.frontmost = s.apps.find((a) => a.running && a.frontmost)?.name;
  desktop.focusedWindowId = s.windows.find((w) => w.focused)?.id;
  if (typeof raw.defaultBrowser === "string" || raw.defaultBrowser === null)
    desktop.defaultBrowser = raw.defaultBrowser;
  else if (!installed.some((app) => app.bundleID === "com.google.Chrome")) desktop.defaultBrowser = "com.apple.Safari";
  desktop.chrome.running = desktop.isRunning(CHROME);
  const stayOpen = new Set((raw.tabs ?? []).filter((t) => t.beforeunload === true).map((t) => String(t.id)));
  desktop.chrome.windows = chromeWindowsFrom(
    s.tabs,
    s.windows.filter((w) => w.app === CHROME),
    stayOpen,
  );
  if (raw.automation && typeof raw.automation === "object") desktop.automation = { ...raw.automation };
  for (const window of raw.windows ?? [])
    if (Array.isArray(window.elements))
      desktop.content.windowElements.set(Number(window.id), structuredClone(window.elements));
  for (const [url, page] of Object.entries(raw.pages ?? {})) desktop.content.pages.set(url, structuredClone(page));
  connectChrome(desktop);
  applyConditions(desktop, raw.sim);
  return desktop;
}

/** The simulator's conditions (`sim`): apps that do not answer accessibility requests in time, a busy Chrome. */
function applyConditions(desktop: SimDesktop, sim: unknown): void {
  if (sim === undefined) return;
  if (typeof sim !== "object" || sim === null) throw new Error("not a desktop snapshot: sim must be an object");
  const { hungApps = [], chromeBusyMs = 0 } = sim as { hungApps?: unknown; chromeBusyMs?: unknown };
  if (!Array.isArray(hungApps) || hungApps.some((id) => typeof id !== "string"))
    throw new Error("not a desktop snapshot: sim.hungApps must be a list of bundle IDs");
  if (typeof chromeBusyMs !== "number" || !(chromeBusyMs >= 0))
    throw new Error("not a desktop snapshot: sim.chromeBusyMs must be a number of milliseconds, 0 or more");
  for (const bundleID of hungApps as string[]) desktop.hungApps.add(bundleID);
  desktop.chromeBusyMs = chromeBusyMs;
}

export function loadDesktopFile(path: string): SimDesktop {
  return loadDesktop(JSON.parse(withoutByteOrderMark(readFileSync(path, "utf8"))));
}

function minSizeOf(windows: RawWindow[] | undefined, id: number): { minSize?: { w: number; h: number } } {
  const size = windows?.find((w) => w.id === id)?.minSize;
  return size && typeof size.w === "number" && typeof size.h === "number" ? { minSize: { w: size.w, h: size.h } } : {};
}

/**
 * Chrome's windows from snapshot tabs; each takes the id of the matching Chrome window of the snapshot when there is
 * one.
 */
function chromeWindowsFrom(
  tabs: Tab[],
  chromeWindows: { id: number; minimized: boolean }[],
  stayOpen: Set<string>,
): ChromeWindow[] {
  const indices = [...new Set(tabs.map((t) => t.windowIndex))].sort((a, b) => a - b);
  return indices.map((windowIndex, i) => {
    const own = tabs.filter((t) => t.windowIndex === windowIndex).sort((a, b) => a.localIndex - b.localIndex);
    const active = own.findIndex((t) => t.active);
    return {
      id: chromeWindows[i]?.id ?? 9000 + windowIndex,
      tabs: own.map((t) => ({
        id: modelTabId(t.id),
        title: t.title,
        url: t.url,
        loading: false,
        beforeunload: stayOpen.has(t.id),
      })),
      activeTabIndex: active >= 0 ? active + 1 : 1,
      minimized: chromeWindows[i]?.minimized ?? false,
      mode: "normal",
    };
  });
}

/** Chrome hands out tab ids as decimal strings of a counter; the simulated Chrome keeps the counter. */
function modelTabId(id: string): number {
  if (!/^\d{1,15}$/.test(id)) throw new Error(`tab id "${id}": the simulated Chrome's tab ids are decimal numbers`);
  return Number(id);
}
