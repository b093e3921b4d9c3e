import { readFileSync } from "node:fs";
import { describeIssues } from "../../agent/src/contract/issues.ts";
import { Snapshot } from "../../agent/src/contract/snapshot.ts";
import { withoutByteOrderMark } from "../../agent/src/util/index.ts";
import { ChromeModel } from "./apps/chrome/chrome-model.ts";
import { SIM_APPS } from "./apps/index.ts";
import type { SimElement, SimPage } from "./content.ts";
import { SimDesktop } from "./desktop.ts";
import { checkedTimeZone, startDateOf } from "./mac-time.ts";
import { LAYOUTS, type KeyboardLayout } from "./keyboard.ts";
import { InputError } from "../../agent/src/errors/index.ts";

type RawWindow = { id?: unknown; minSize?: { w?: unknown; h?: unknown }; elements?: SimElement[] };

/**
 * A simulated desktop from a desktop snapshot, ids kept as given. Beyond the format it
 * reads optional simulator fields: `apps[].kind` (0: an accessory app), `windows[].minSize`, `tabs[].beforeunload`,
 * `defaultBrowser`, `automation`, `keyboardLayout`, `apps[].electron` and `apps[].menus`; what windows and pages
 * show, `windows[].elements` and `pages`; `appState`, each installed app's model starting from its part; and the
 * simulator's conditions, `sim` (`hungApps`, `chromeBusyMs`, `startDate`, `timeZone`, `javascriptFromAppleEvents`).
 */
export function loadDesktop(value: unknown): SimDesktop {
  const parsed = Snapshot.safeParse(value);
  if (!parsed.success) throw new InputError(`not a desktop snapshot: ${describeIssues(parsed.error)}`);
  const s = parsed.data;
  const raw = value as {
    windows?: RawWindow[];
    defaultBrowser?: unknown;
    apps?: { name?: unknown; kind?: unknown; electron?: unknown; menus?: Record<string, string[]> }[];
    automation?: Record<string, "denied" | "pending">;
    keyboardLayout?: unknown;
    pages?: Record<string, Omit<SimPage, "elements"> & { elements?: SimElement[] }>;
    appState?: Record<string, unknown>;
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
  const menus = (name: string) => (raw.apps ?? []).find((a) => a.name === name)?.menus;
  for (const app of s.apps.filter((a) => a.running))
    desktop.running.push({
      name: app.name,
      bundleID: app.bundleID,
      pid: desktop.newPid(),
      hidden: app.hidden,
      ...(accessory.has(app.name) ? { kind: 0 as const } : {}),
      ...(electron.has(app.name) ? { electron: {} } : {}),
      ...(menus(app.name) ? { menus: structuredClone(menus(app.name)) } : {}),
    });
  desktop.frontmost = s.apps.find((a) => a.running && a.frontmost)?.name;
  desktop.focusedWindowId = s.windows.find((w) => w.focused)?.id;
  if (typeof raw.defaultBrowser === "string" || raw.defaultBrowser === null)
    desktop.defaultBrowser = raw.defaultBrowser;
  else if (!installed.some((app) => app.bundleID === "com.google.Chrome")) desktop.defaultBrowser = "com.apple.Safari";
  if (raw.automation && typeof raw.automation === "object") desktop.automation = { ...raw.automation };
  if (typeof raw.keyboardLayout === "string") desktop.keyboardLayout = keyboardLayout(raw.keyboardLayout);
  for (const window of raw.windows ?? [])
    if (Array.isArray(window.elements))
      desktop.content.windowElements.set(Number(window.id), structuredClone(window.elements));
  for (const [url, page] of Object.entries(raw.pages ?? {})) {
    if (typeof page !== "object" || page === null || Array.isArray(page))
      throw new InputError(`not a desktop snapshot: pages["${url}"] must be an object (title, html, elements)`);
    desktop.content.pages.set(url, { ...structuredClone(page), elements: structuredClone(page.elements ?? []) });
  }
  // The Mac's date and time zone first: the apps' data is dated from them.
  applyConditions(desktop, raw.sim);
  desktop.conditions = { ...(raw.sim as object | undefined) };
  desktop.startDate ??= Date.now();
  for (const model of SIM_APPS)
    if (installed.some((app) => app.bundleID === model.bundleID))
      desktop.models.set(
        model.name,
        model.start(desktop, { state: raw.appState?.[model.name], snapshot: s, file: value }),
      );
  return desktop;
}

/**
 * The simulator's conditions (`sim`): apps that do not answer accessibility requests in time, a busy Chrome, the
 * date the Mac starts at (an instant, or a local time in `timeZone`), its time zone (an IANA name; default: the
 * machine's), and Chrome's View › Developer › Allow JavaScript from Apple Events (off unless true, as on a new Mac;
 * the built-in desktops turn it on: a person who uses page steps has).
 */
function applyConditions(desktop: SimDesktop, sim: unknown): void {
  desktop.chrome.allowJavaScriptFromAppleEvents = false;
  if (sim === undefined) return;
  if (typeof sim !== "object" || sim === null) throw new InputError("not a desktop snapshot: sim must be an object");
  const {
    hungApps = [],
    chromeBusyMs = 0,
    startDate,
    timeZone,
    javascriptFromAppleEvents = false,
  } = sim as Record<string, unknown>;
  if (typeof javascriptFromAppleEvents !== "boolean")
    throw new InputError("not a desktop snapshot: sim.javascriptFromAppleEvents must be true or false");
  desktop.chrome.allowJavaScriptFromAppleEvents = javascriptFromAppleEvents;
  if (startDate !== undefined && !(typeof startDate === "string" && Number.isFinite(Date.parse(startDate))))
    throw new InputError('not a desktop snapshot: sim.startDate must be a date such as "2030-01-10T09:00:00Z"');
  if (timeZone !== undefined) desktop.timeZone = checkedTimeZone(timeZone);
  if (typeof startDate === "string") desktop.startDate = startDateOf(startDate, desktop.timeZone);
  if (!Array.isArray(hungApps) || hungApps.some((id) => typeof id !== "string"))
    throw new InputError("not a desktop snapshot: sim.hungApps must be a list of bundle IDs");
  if (typeof chromeBusyMs !== "number" || !(chromeBusyMs >= 0))
    throw new InputError("not a desktop snapshot: sim.chromeBusyMs must be a number of milliseconds, 0 or more");
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

function keyboardLayout(name: string): KeyboardLayout {
  if (name in LAYOUTS) return name as KeyboardLayout;
  throw new InputError(
    `not a desktop snapshot: keyboardLayout: no layout ${name}; the simulator has ${Object.keys(LAYOUTS).join(", ")}`,
  );
}
