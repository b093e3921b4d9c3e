import type { Clock } from "../../../agent/src/util/clock.ts";
import type { AppFileSystem } from "../app-folders.ts";
import type { Bridge } from "../bridge.ts";
import type { CostMeter } from "../cost-meter.ts";
import type { SimDesktop } from "../desktop.ts";
import type { MeteredResult } from "../osascript-meter.ts";

/** A modal dialog as the person sees it; the answer is the title of the button they press. */
export interface Dialog {
  message: string;
  informativeText: string;
  buttons: string[];
}

/** Someone at the simulated Mac who answers dialogs; absent, nobody can. */
export type Person = (dialog: Dialog) => string;

/** A chooser as the person sees it; the person answers with a 1-based row, or undefined to dismiss it. */
export interface ChooserQuestion {
  prompt: string;
  labels: string[];
}

/** A dialog on screen now: pressing one of its buttons answers it (once) and takes it off the screen. */
export interface OpenDialog {
  dialog: Dialog;
  press(button: string): void;
}

/** Who is at the simulated Mac: answers dialogs and choosers when set; what they were shown. */
export interface PersonAtTheMac {
  answer?: Person;
  choose?: (question: ChooserQuestion) => number | undefined;
  shown: Dialog[];
  /** A person who is there but answers only when a test acts for them (type, press, answer). */
  present?: boolean;
  chooserShown: ChooserQuestion[];
}

/** What the screen keeps of a chooser: what is typed, its rows as shown (filtered by it), and how to act on it. */
export interface SimChooserLike {
  readonly query: string;
  readonly rows: string[];
  type(text: string): void;
  press(key: string): void;
}

/** A webview window as the person's keys reach it. */
export interface SimWebviewLike {
  /** Visible, allowed to take keys, and its app (Hammerspoon) active. */
  takesKeys(): boolean;
  key(key: string, mods: string[]): void;
  /** What `url()` asked WKWebView to load (its URL and header fields), for a test to follow; none for html(). */
  request(): { url: string; headers: Record<string, string> } | undefined;
  title(): string;
}

export interface BoundHotkey {
  mods: string[];
  key: string;
  message: string | undefined;
  pressed: unknown;
  released: unknown;
  /** Only enabled hotkeys fire; the newest enabled one on the same keys wins. */
  enabled: boolean;
}

/** What the simulated hs modules share: the desktop, time, the bridge to Lua, and the console. */
export interface SimContext {
  desktop: SimDesktop;
  clock: Clock;
  bridge: Bridge;
  files: AppFileSystem;
  /** Hammerspoon's console: logger output and errors from callbacks. */
  print(line: string): void;
  /** Runs `osascript` with these arguments against the desktop's apps: what it printed, and what it asked of them. */
  osascript(args: string[]): MeteredResult;
  hotkeys: BoundHotkey[];
  /** What is on screen and what runs: dialogs, choosers and webviews shown, timers and tasks alive. */
  screen: {
    dialogs: OpenDialog[];
    choosers: Set<SimChooserLike>;
    /** Webview windows, frontmost last. */
    webviews: Set<SimWebviewLike>;
    /** Hammerspoon is the active app (hs.focus()), so its key window (a webview) takes typed keys. */
    hammerspoonActive: boolean;
    /** Alerts shown, each from and until its time on the virtual clock (ms), on the screen it was drawn on. */
    alerts: { uuid: string; text: string; at: number; until: number; screenId?: number }[];
    /** Menu bar items: their title, the rows of their menu, and a click by path. */
    menubars: Set<{
      title(): string | undefined;
      rows(): { title: string }[];
      /** Titles of the rows in the submenu at this path, as a person opening it reads them. */
      titles(path: string[]): string[];
      /** Titles of the checked rows in the submenu at this path. */
      checked(path: string[]): string[];
      click(path: string[]): void;
    }>;
    notifications: string[];
  };
  live: { timers: Set<object>; tasks: Set<object> };
  /** Real processes running (by pid), and those that have not written anything yet (still starting up). */
  processes: Set<number>;
  starting: Set<object>;
  /** Hammerspoon's environment: what os.getenv reads and what a task inherits. */
  environment: Record<string, string>;
  /** Who answers dialogs, if anyone; every dialog shown is recorded. */
  person: PersonAtTheMac;
  /** hs.window.animationDuration: seconds setFrame animates for unless given a duration (0.2 initially). */
  settings: { animationDuration: number; accessibility: boolean; screenRecording: boolean };
  /** hs.settings: Hammerspoon's preferences, kept across Spoon restarts. */
  preferences: Map<string, unknown>;
  /** Ids of requests the Spoon sent the agent that are not answered yet (its link is not idle meanwhile). */
  awaitingAgent: Set<string>;
  /** Things to close before the Lua state goes away (sockets, running tasks). */
  closers: Set<() => void>;
  /** What Hammerspoon's work costs on the simulated clock, and which apps do not answer. */
  costs: CostMeter;
}
