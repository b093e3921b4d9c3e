// The desktop as the Spoon reads it: the agent's snapshot without `presets`, which the agent keeps.
// The agent's zod snapshot schema is checked against these types at compile time.

/** A rectangle in global points (the primary screen's top-left is 0,0; other screens may be negative). */
export interface Frame {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface ScreenInfo {
  id: number;
  name: string;
  primary: boolean;
  scale: number;
  fullFrame: Frame;
  frame: Frame;
}

export interface AppInfo {
  name: string;
  bundleID: string;
  running: boolean;
  frontmost: boolean;
  hidden: boolean;
}

export interface InstalledApp {
  name: string;
  bundleID: string;
}

export interface WindowInfo {
  id: number;
  app: string;
  title: string;
  frame: Frame;
  screenId: number;
  focused: boolean;
  minimized: boolean;
  standard: boolean;
}

export interface TabInfo {
  index: number;
  /** Chrome's own id: an opaque string (older Chrome builds gave integers, read as strings). */
  id: string;
  windowIndex: number;
  localIndex: number;
  title: string;
  url: string;
  domain: string;
  active: boolean;
}

/** What a snapshot of part of the desktop read (the snapshot operation's params). */
export interface DesktopScope {
  /** The apps (bundle IDs) whose windows, and whether they are hidden, were read; the others show as not hidden. */
  apps: string[];
  /** Whether the applications' own parts (a browser's tabs) were read. */
  tabs: boolean;
}

/**
 * What a snapshot reads: all of the desktop or the part `apps` and `tabs` name (DesktopScope); the home's files only
 * when `files` is given: the names the command's words may give a file, looked for in a folder too big to list.
 */
export type SnapshotParams = Partial<DesktopScope> & { files?: string[] };

export interface DesktopState {
  screens: ScreenInfo[];
  apps: AppInfo[];
  installedApps: InstalledApp[];
  windows: WindowInfo[];
  tabs: TabInfo[];
  /** Why Chrome's tabs could not be read (not installed, Automation denied, no answer), and what to do. */
  tabsUnavailable?: string;
  /**
   * The files of the home's Desktop, Documents and Downloads ("~/Desktop/a.pdf"), read only for a command whose words
   * can name files (SnapshotParams' `files`): a folder too big to list gives only the files named in the words.
   */
  files?: string[];
  /** Why the home's files could not be read (Finder did not answer, Automation denied). */
  filesUnavailable?: string;
  /** The folders too big to list, each with its count: only the files the command named were looked for there. */
  filesNotListed?: string;
  /** Apps that did not answer Hammerspoon in time (they hang): what they have on screen is not listed. */
  unresponsive?: string[];
  /** Present when only part of the desktop was read: which part. */
  scope?: DesktopScope;
}
