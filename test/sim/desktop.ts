import type { Frame, InstalledApp, Preset, Snapshot, Tab } from "../../agent/src/contract/snapshot.ts";
import type { ChromeModel } from "./apps/chrome/chrome-model.ts";
import type { ScriptableApp } from "./osascript/apple-events.ts";
import { applicationFolders, bundlePathFor } from "./app-folders.ts";
import type { KeyboardLayout } from "./keyboard.ts";
import { machineTimeZone } from "./mac-time.ts";

export const CHROME = "Google Chrome";

/**
 * An app with a model of its own (test/sim/apps/): what scripts reach of it, and, when its model keeps its
 * own windows (Chrome), how it comes forward (launched if need be) and quits when the desktop asks it to.
 */
export interface ModelledApp extends ScriptableApp {
  activate?(): void;
  quit?(): void;
}

export interface SimScreen {
  id: number;
  name: string;
  scale: number;
  fullFrame: Frame;
  frame: Frame;
}

export interface SimApp {
  name: string;
  bundleID: string;
  pid: number;
  hidden: boolean;
  /** hs.application's kind(): 1 a Dock app (default), 0 an accessory app (menu bar only) that may have windows. */
  kind?: 0 | 1;
  /**
   * An Electron app (a simulator field of the snapshot: apps[].electron): its windows' elements are not
   * in the accessibility tree until AXManualAccessibility is set on it, and then only a moment later.
   */
  electron?: { manualAccessibilitySince?: number };
  /** Items its menus have beyond the standard ones, by menu title (a simulator field: `apps[].menus`; menus.ts). */
  menus?: Record<string, string[]>;
}

/** Something a person sees in a window (a desktop file's `elements`); page elements' frames are relative to it. */
export interface SimElement {
  role: string;
  title?: string;
  description?: string;
  /** Its AXIdentifier, as a developer named it ("deleteWorkspaceButton"). */
  identifier?: string;
  value?: string;
  frame: { x: number; y: number; w: number; h: number };
  children?: SimElement[];
  /** In the accessibility tree (default true); false: drawn on screen only. */
  ax?: boolean;
  /** A page element that navigates its tab there when clicked. */
  link?: string;
  /** A page text field whose Return navigates to this template, `{value}` replaced by what was typed. */
  submit?: string;
}

export interface SimPage {
  title: string;
  elements: SimElement[];
  /** The page's HTML, for scripts run in it (`execute`); without it, its elements are written out as HTML. */
  html?: string;
}

export interface SimWindow {
  id: number;
  app: string;
  title: string;
  /** Where the window really is. */
  frame: Frame;
  minimized: boolean;
  standard: boolean;
  /** The smallest size the app accepts (a simulator field of the snapshot: `minSize`). */
  minSize?: { w: number; h: number };
  /** An animated setFrame under way: `frame()` already reports `to`, the window is not there yet. */
  animation?: { to: Frame; cancel(): void };
}

function overlap(a: Frame, b: Frame): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

function distance(a: Frame, b: Frame): number {
  return Math.hypot(a.x + a.w / 2 - (b.x + b.w / 2), a.y + a.h / 2 - (b.y + b.h / 2));
}

/** The host part of a URL, lower-cased, without a leading "www.". */
export function domainOf(url: string): string {
  const match = /^[a-z][a-z0-9+.-]*:\/\/([^/?#:]+)/i.exec(url);
  return match ? match[1]!.toLowerCase().replace(/^www\./, "") : "";
}

/**
 * The state of a simulated Mac: screens (primary first), running and installed apps, windows, and
 * Chrome. It is loaded from a desktop snapshot with ids kept as given, and `snapshot()`
 * reports the state as it truly is, to compare with what the Spoon reads.
 */
export class SimDesktop {
  frontmost: string | undefined;
  focusedWindowId: number | undefined;
  /** The bundle ID that opens http URLs (a simulator field of the snapshot: `defaultBrowser`; null = none set). */
  defaultBrowser: string | null = "com.google.Chrome";
  /** Whether Hammerspoon may send Apple events to an app (a simulator field of the snapshot: `automation`). */
  automation: Record<string, "denied" | "pending"> = {};
  /** What windows show (a desktop file's `elements` and `pages`), and the text field that takes typed keys. */
  readonly content: {
    windowElements: Map<number, SimElement[]>;
    pages: Map<string, SimPage>;
    /** The text field that takes typed keys: the element, its window, and its frame in global points. */
    focusedField?: { element: SimElement; window: SimWindow; frame: { x: number; y: number; w: number; h: number } };
    /** How far each window's content is scrolled down, in points. */
    scrolled: Map<number, number>;
    /** The mouse pointer, in global points (set when the desktop is loaded). */
    pointer: { x: number; y: number };
    /** Every element pressed, in order, and how: by a click at a point or by AXPress (what the apps saw). */
    pressed: { title?: string; role: string; window: number; by: "click" | "AXPress" }[];
    /** Every drag (the left button pressed at one point, released at another), in order. */
    dragged: { from: { x: number; y: number }; to: { x: number; y: number } }[];
    /**
     * The system pasteboard: its first item's representations by UTI, the items after it (files copied in
     * Finder are an item each), and its change count.
     */
    pasteboard: { items: Record<string, string>; others: Record<string, string>[]; changeCount: number };
    /** Every menu title or menu item pressed (AXPress), as its path: ["Edit"], ["Edit", "Paste"]. */
    menus: string[][];
    /** Every key pressed with hs.eventtap.keyStroke, as the app took it (keyboard.ts's keyName), in order. */
    keys: { key: string; mods: string[] }[];
  } = {
    windowElements: new Map(),
    pages: new Map(),
    scrolled: new Map(),
    pointer: { x: 0, y: 0 },
    pressed: [],
    dragged: [],
    pasteboard: { items: {}, others: [], changeCount: 0 },
    keys: [],
    menus: [],
  };
  /** The keyboard layout in use (a simulator field of the snapshot: `keyboardLayout`). */
  keyboardLayout: KeyboardLayout = "U.S.";
  /** URLs handed to a browser other than Chrome, which has no tab model here. */
  readonly openedElsewhere: { browser: string; url: string }[] = [];
  /** The models of the installed apps that have one (test/sim/apps/), by app name. */
  readonly models = new Map<string, ModelledApp>();
  /** Apps that answer no accessibility request before the messaging timeout, by bundle ID (`sim.hungApps`). */
  readonly hungApps = new Set<string>();
  /** How late a busy Chrome answers Apple events, in milliseconds (`sim.chromeBusyMs`). */
  chromeBusyMs = 0;
  /** The desktop file's `sim` as written: conditions a part of the simulator reads for itself (web-services.ts). */
  conditions: Readonly<Record<string, unknown>> = {};
  /** When the screen last changed at Hammerspoon's request, on the simulated clock: where a command's latency ends. */
  changedAt: number | undefined;
  /** The date the agent's clock reads as the Mac starts, ms since the epoch (`sim.startDate`); default: now. */
  startDate: number | undefined;
  /** The Mac's time zone (`sim.timeZone`), its apps' and Hammerspoon's local time; default: the machine's. */
  timeZone: string = machineTimeZone();
  /**
   * The simulated Mac's date in ms since the epoch (startSimMac sets it: `startDate` and the simulated clock), read
   * in `timeZone`: what a script's `current date` and Hammerspoon's os.date read.
   */
  now: () => number = () => 0;
  private nextPid = 500;
  private nextWindow = 90_000;

  constructor(
    readonly screens: SimScreen[],
    readonly running: SimApp[],
    readonly installed: InstalledApp[],
    readonly windows: SimWindow[],
    readonly chrome: ChromeModel,
    readonly presets: Preset[],
  ) {}

  newPid(): number {
    return this.nextPid++;
  }

  newWindowId(): number {
    return this.nextWindow++;
  }

  /** The screen changed at Hammerspoon's request (a window moved, an app came forward, a tab closed) at `now`. */
  markChanged(now: number): void {
    this.changedAt = now;
  }

  app(name: string): SimApp | undefined {
    return this.running.find((app) => app.name === name);
  }

  /** The app comes to the front, unhidden, with its first visible window focused. */
  activate(name: string, windowId?: number): void {
    const app = this.app(name);
    if (!app) return;
    app.hidden = false;
    this.frontmost = name;
    const windows = this.windowsOf(name);
    // An app brought forward again keeps its key window.
    const key = windows.find((w) => w.id === this.focusedWindowId && !w.minimized);
    const win = windows.find((w) => w.id === windowId) ?? key ?? windows.find((w) => !w.minimized);
    this.focusedWindowId = win?.id;
  }

  get primary(): SimScreen {
    return this.screens[0]!;
  }

  isRunning(name: string): boolean {
    return this.running.some((app) => app.name === name);
  }

  /** Hammerspoon's `win:screen()`: the screen with the largest overlap, else the nearest. */
  screenFor(frame: Frame): SimScreen {
    const byOverlap = [...this.screens].sort((a, b) => overlap(b.fullFrame, frame) - overlap(a.fullFrame, frame));
    if (overlap(byOverlap[0]!.fullFrame, frame) > 0) return byOverlap[0]!;
    return [...this.screens].sort((a, b) => distance(a.fullFrame, frame) - distance(b.fullFrame, frame))[0]!;
  }

  /** The running apps a snapshot lists: those with a Dock icon (accessory apps' windows are left out too). */
  dockApps(): SimApp[] {
    return this.running.filter((app) => (app.kind ?? 1) === 1);
  }

  windowsOf(app: string): SimWindow[] {
    return this.windows.filter((win) => win.app === app);
  }

  /** Chrome's tabs as the snapshot lists them: global 1-based order across windows, front to back. */
  tabs(): Tab[] {
    if (!this.chrome.running) return [];
    return this.chrome.windows
      .flatMap((win, w) =>
        win.tabs.map((tab, t) => ({
          id: String(tab.id),
          windowIndex: w + 1,
          localIndex: t + 1,
          title: tab.title,
          url: tab.url,
          domain: domainOf(tab.url),
          active: win.activeTabIndex === t + 1,
        })),
      )
      .map((tab, i) => ({ index: i + 1, ...tab }));
  }

  /** Installed apps in the order a scan of the application folders finds them. */
  installedInScanOrder(): InstalledApp[] {
    const byPath = this.installed.map((app) => ({ app, path: bundlePathFor(app) }));
    return applicationFolders(byPath.map((entry) => entry.path)).flatMap((path) =>
      byPath.filter((e) => e.path === path).map((e) => e.app),
    );
  }

  /** The true state, in the snapshot format. */
  snapshot(): Snapshot {
    const primaryId = this.primary.id;
    return {
      screens: this.screens.map((s) => ({
        id: s.id,
        name: s.name,
        primary: s.id === primaryId,
        scale: s.scale,
        fullFrame: { ...s.fullFrame },
        frame: { ...s.frame },
      })),
      apps: this.dockApps().map((a) => ({
        name: a.name,
        bundleID: a.bundleID,
        running: true,
        frontmost: a.name === this.frontmost,
        hidden: a.hidden,
      })),
      installedApps: this.installedInScanOrder(),
      windows: this.windows
        .filter((w) => this.dockApps().some((a) => a.name === w.app))
        .map((w) => ({
          id: w.id,
          app: w.app,
          title: w.title,
          frame: { ...w.frame },
          screenId: this.screenFor(w.frame).id,
          focused: w.id === this.focusedWindowId && w.app === this.frontmost,
          minimized: w.minimized,
          standard: w.standard,
        })),
      tabs: this.tabs(),
      presets: structuredClone(this.presets),
    };
  }
}
