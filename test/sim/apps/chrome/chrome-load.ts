import { InputError } from "../../../../agent/src/errors/index.ts";
import type { Snapshot, Tab } from "../../../../agent/src/contract/snapshot.ts";
import { CHROME, type SimDesktop } from "../../desktop.ts";
import type { ChromeWindow } from "./chrome-model.ts";
import { servePages } from "./chrome-pages.ts";
import { connectChrome } from "./chrome-sync.ts";

type ChromeFile = {
  tabs?: { id?: unknown; beforeunload?: unknown }[];
  windows?: { id?: unknown; chromeProfile?: unknown }[];
  sim?: { chromeProfiles?: unknown };
};

/**
 * Chrome's windows and tabs from the desktop file: its `tabs` (a tab with `beforeunload: true`, a simulator
 * field, asks before it closes), each window taking the id of the matching Chrome window of the snapshot (and
 * its Chrome profile, the simulator field `windows[].chromeProfile`; default "Default"); then the desktop follows
 * Chrome's model. `sim.chromeProfiles` gives a profile its own Allow JavaScript from Apple Events:
 * `{"Work": {"javascriptFromAppleEvents": false}}` (the others have `sim.javascriptFromAppleEvents`).
 */
export function loadChrome(desktop: SimDesktop, snapshot: Snapshot, file: unknown): void {
  const { tabs: raw = [], windows: rawWindows = [], sim } = file as ChromeFile;
  const stayOpen = new Set(raw.filter((t) => t.beforeunload === true).map((t) => String(t.id)));
  desktop.chrome.running = desktop.isRunning(CHROME);
  const windows = snapshot.windows.filter((w) => w.app === CHROME);
  desktop.chrome.windows = chromeWindowsFrom(snapshot.tabs, windows, stayOpen);
  for (const window of desktop.chrome.windows) {
    const profile = rawWindows.find((w) => w.id === window.id)?.chromeProfile;
    if (profile === undefined) continue;
    if (typeof profile !== "string" || profile === "")
      throw new InputError(`not a desktop snapshot: windows[].chromeProfile of window ${window.id} must be a name`);
    window.profile = profile;
  }
  desktop.chrome.javaScriptByProfile = profilesFrom(sim?.chromeProfiles);
  connectChrome(desktop);
  servePages(desktop);
}

/** `sim.chromeProfiles`: each profile's own Allow JavaScript from Apple Events. */
function profilesFrom(given: unknown): Record<string, boolean> {
  if (given === undefined) return {};
  const wrong = () =>
    new InputError(
      'not a desktop snapshot: sim.chromeProfiles must be {"<profile>": {"javascriptFromAppleEvents": …}}',
    );
  if (typeof given !== "object" || given === null || Array.isArray(given)) throw wrong();
  const settings: Record<string, boolean> = {};
  for (const [profile, setting] of Object.entries(given)) {
    const allow = (setting as { javascriptFromAppleEvents?: unknown } | null)?.javascriptFromAppleEvents;
    if (typeof allow !== "boolean") throw wrong();
    settings[profile] = allow;
  }
  return settings;
}

/** Chrome's windows from the snapshot's tabs, by their window index. */
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
  if (!/^\d{1,15}$/.test(id))
    throw new InputError(`not a desktop snapshot: tab id "${id}": the simulated Chrome's tab ids are decimal numbers`);
  return Number(id);
}
