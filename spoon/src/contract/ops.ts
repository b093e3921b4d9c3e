/**
 * Every operation the agent may ask of the Spoon: its params, its result, and how long it may take.
 * The agent's zod schemas (agent/src/contract/spoon-ops.ts) are proven equal to these types at compile time.
 */
import type { DesktopState, Frame, SnapshotParams, TabInfo } from "./desktop.ts";
import { DOCTOR_SECONDS, type DoctorReport } from "./doctor.ts";
import type { Screenshot, Zoomed } from "./screenshot.ts";
import { WAITS } from "./waits.ts";

export interface AppParams {
  name: string;
  bundleID: string;
}

/** Where to put an app's frontmost window: an exact frame, or another screen keeping size and relative position. */
export interface PlaceParams extends AppParams {
  frame?: Frame;
  screenId?: number;
}

/** A tab as the agent saw it in its snapshot: its stable id (Chrome's own, an opaque string) and the page it showed. */
export interface TabIdentity {
  id: string;
  url: string;
}

export interface ListedApp {
  name: string;
  bundleID: string;
  frontmost: boolean;
  hidden: boolean;
  windows: number;
}

export interface Placed {
  name: string;
  windowId: number;
  requested: Frame;
  actual: Frame;
  launched: boolean;
  unminimized: boolean;
  unhidden: boolean;
}

export interface ClosedTabs {
  closed: { id: string; url: string; title: string }[];
  skipped: { id: string; url: string; reason: "gone" | "changed" | "still open"; now?: string }[];
}

export type ApprovalAnswer = "approved" | "declined" | "nobody";

/** A window put back as it was (undo): its frame, and whether it sat in the Dock. */
export interface WindowState {
  id: number;
  frame: Frame;
  minimized: boolean;
}

/**
 * A closed tab to open again (undo): in Chrome's window `windowIndex` (front to back, as just read;
 * 0 = a new window, later tabs of it then name window 1), where it was at `position` (1-based). It opens at
 * the end of that window (JXA cannot insert a tab before another): `position` orders the tabs of a window.
 */
export interface TabToReopen {
  windowIndex: number;
  position: number;
  url: string;
}

/** What an operation or a request without parameters takes. */
export type NoParams = Record<string, never>;

/** What declares an operation: its params and its result. */
export interface OpSpec {
  params: unknown;
  result: unknown;
}

/**
 * The operations by name. An expected failure is not a result: it comes back as `op_refused` with a message.
 * An application may declare operations only it uses in its own folder (apps/<app>/contract.ts) instead.
 */
export interface SpoonOps {
  snapshot: { params: SnapshotParams; result: DesktopState };
  list_apps: { params: NoParams; result: { apps: ListedApp[] } };
  list_tabs: { params: NoParams; result: { tabs: TabInfo[] } };
  focus_app: { params: AppParams; result: { name: string; launched: boolean; frontmost: boolean } };
  place_app: { params: PlaceParams; result: Placed };
  close_app: { params: AppParams; result: { name: string; quit: boolean; wasRunning: boolean } };
  hide_app: { params: AppParams; result: { name: string; hidden: boolean; wasHidden: boolean } };
  switch_tab: { params: TabIdentity; result: { id: string; url: string; title: string; index: number } };
  open_url: { params: { url: string }; result: { url: string; browser: string; tabId?: string } };
  close_tab: { params: { tabs: TabIdentity[] }; result: ClosedTabs };
  restore_windows: {
    params: { windows: WindowState[] };
    result: { restored: WindowState[]; missing: number[] };
  };
  reopen_tabs: { params: { tabs: TabToReopen[] }; result: { opened: { id: string; url: string }[] } };
  /** Moves a file or folder of the home ("~/Desktop/a.pdf") to a path there, out of the Trash too (undo). */
  move_file: { params: { from: string; to: string }; result: { path: string } };
  activate_preset: {
    params: { name: string; placements: PlaceParams[] };
    result: { name: string; placed: Placed[]; failed: { name: string; error: string }[] };
  };
  /** `key` (here and in choose): the agent's name for the question, to withdraw it by when its run is cancelled. */
  ask_approval: { params: { title: string; detail: string; key?: string }; result: { answer: ApprovalAnswer } };
  withdraw_question: { params: { key: string }; result: { withdrawn: boolean } };
  choose: { params: { prompt: string; choices: string[]; key?: string }; result: { index: number } };
  /** A line of a running command's progress (a page step done), shown at the Mac for a moment. */
  show_progress: { params: { text: string }; result: { shown: boolean } };
  capture_screen: { params: { screenId?: number; maxLongEdge?: number }; result: Screenshot };
  click: {
    params: { x: number; y: number; button?: "left" | "right" | "middle"; count?: 1 | 2 | 3; modifiers?: string[] };
    result: { x: number; y: number } & AfterInput;
  };
  /**
   * `pasted`: through the clipboard (emoji, long text), which is put back afterwards: its first item only, so
   * `clipboardLost` counts the items after it that are lost (Hammerspoon reads no more).
   */
  type_text: {
    params: { text: string };
    result: { typed: number; pasted: boolean; clipboardLost?: number } & AfterInput;
  };
  press_key: {
    params: { key: string; modifiers?: string[]; hold?: number };
    result: { key: string } & AfterInput;
  };
  /**
   * `title`: the element's title, else its description (labelOf); each also as the element has it. `control`: the
   * control holding it (a button whose icon or text was hit), which a click there presses.
   */
  element_at: { params: { x: number; y: number }; result: AxElementAt & { control?: AxElementAt } };
  scroll: {
    params: {
      x: number;
      y: number;
      direction: "up" | "down" | "left" | "right";
      amount?: number;
      modifiers?: string[];
    };
    result: { x: number; y: number } & AfterInput;
  };
  mouse: {
    params: { action: "where" | "move" | "down" | "up"; x?: number; y?: number; modifiers?: string[] };
    result: { x: number; y: number } & AfterInput;
  };
  drag: {
    params: { from: { x: number; y: number }; to: { x: number; y: number }; modifiers?: string[] };
    result: { x: number; y: number } & AfterInput;
  };
  zoom: { params: { area: Frame; maxLongEdge?: number }; result: Zoomed };
  /**
   * `menus`: search the app's menu bar too (the goal names a menu); else the search leaves it out. `look`: find the
   * element and say what it is, pressing nothing (the agent judges it before it asks for the press). `expect`: what
   * the element looked at said it was; another one found is not pressed.
   */
  press_element: {
    params: AppParams & {
      title: string;
      role?: string;
      menus?: boolean;
      look?: boolean;
      expect?: AxTarget & { title: string };
    };
    result: AxTarget & { role: string; title: string; frame?: Frame };
  };
  elements_in: { params: { area: Frame }; result: { app?: string; elements: AreaElement[] } };
  /** The first-contact report: every hs call the Spoon relies on and every app's read-only scripts, timed. */
  doctor_report: { params: NoParams; result: DoctorReport };
}

/** What an accessibility element says of itself beside its title: its description and identifier, when it has them. */
export interface AxTarget {
  description?: string;
  identifier?: string;
}

/** An element at a point, as it says what it is. */
export type AxElementAt = AxTarget & { role?: string; title?: string };

/** An accessibility element in an area of the screen: its role, its title or description, its frame. */
export interface AreaElement {
  role: string;
  title?: string;
  frame: Frame;
}

/** What is in front after an input action: the frontmost app and its focused window's title, when there are. */
export interface AfterInput {
  app?: string;
  window?: string;
}

export type OpName = keyof SpoonOps;
export type OpParams<K extends OpName> = SpoonOps[K]["params"];
export type OpResult<K extends OpName> = SpoonOps[K]["result"];

const placing = WAITS.launch + WAITS.window;

/**
 * The longest each operation may take inside the Spoon, in seconds, from its params. The agent waits
 * this long plus the link's own margin; the Spoon's waits are the parts these are made of.
 */
export const OP_SECONDS: { [K in OpName]: (this: void, params: OpParams<K>) => number } = {
  snapshot: () => WAITS.read + WAITS.script,
  list_apps: () => WAITS.read,
  list_tabs: () => WAITS.script,
  focus_app: () => WAITS.launch + WAITS.focus,
  place_app: () => placing,
  close_app: () => WAITS.quit,
  hide_app: () => WAITS.focus,
  switch_tab: () => WAITS.script,
  open_url: () => WAITS.launch + WAITS.script,
  close_tab: () => WAITS.script,
  restore_windows: (params) => WAITS.window * Math.max(1, params.windows.length),
  reopen_tabs: () => WAITS.script,
  move_file: () => WAITS.script,
  activate_preset: (params) => placing * Math.max(1, params.placements.length),
  ask_approval: () => WAITS.person,
  withdraw_question: () => WAITS.read,
  choose: () => WAITS.person,
  show_progress: () => WAITS.read,
  capture_screen: () => WAITS.read,
  click: () => WAITS.read,
  type_text: () => WAITS.read,
  press_key: (params) => WAITS.read + (params.hold ?? 0),
  // Tree walks of up to 1.5 s each: one, then a few more while an Electron app builds its tree.
  press_element: () => WAITS.read * 3,
  element_at: () => WAITS.read,
  scroll: () => WAITS.read,
  elements_in: () => WAITS.read,
  mouse: () => WAITS.read,
  drag: () => WAITS.read,
  zoom: () => WAITS.read,
  doctor_report: () => DOCTOR_SECONDS,
};
