import * as z from "zod";
import { Bounds, Monitor } from "./fields.ts";

export const Frame = z.object({ x: z.number(), y: z.number(), w: z.number(), h: z.number() });

export const Screen = z.object({
  id: z.number().int(),
  name: z.string(),
  primary: z.boolean(),
  scale: z.number().positive(),
  fullFrame: Frame,
  frame: Frame,
});

export const App = z.object({
  name: z.string().min(1),
  bundleID: z.string(),
  running: z.boolean(),
  frontmost: z.boolean(),
  hidden: z.boolean(),
});

export const InstalledApp = z.object({ name: z.string().min(1), bundleID: z.string() });

export const Window = z.object({
  id: z.number().int(),
  app: z.string(),
  title: z.string(),
  frame: Frame,
  screenId: z.number().int(),
  focused: z.boolean(),
  minimized: z.boolean(),
  standard: z.boolean(),
});

/**
 * The browser whose tabs `tabs` lists: Chrome's, by Chrome's own ids. What is said of the
 * snapshot's tabs in general (none open, gone with the browser that quit) names it from here.
 */
export const TAB_BROWSER = { name: "Google Chrome", bundleID: "com.google.Chrome", short: "Chrome" } as const;

/** Chrome's own tab id: an opaque string; numbers (older Chrome builds, snapshot files) are read as strings. */
export const TabId = z
  .union([z.string().min(1), z.number().int()])
  .transform(String)
  .describe("Chrome's tab id, an opaque string");

export const Tab = z.object({
  index: z.number().int().min(1),
  id: TabId,
  windowIndex: z.number().int().min(1),
  localIndex: z.number().int().min(1),
  title: z.string(),
  url: z.string(),
  domain: z.string(),
  active: z.boolean(),
  firstSeen: z
    .string()
    .optional()
    .describe("When the agent first saw this tab (ISO 8601); added by the agent, not the Spoon"),
});

export const Placement = z.object({
  app_name: z.string().min(1),
  monitor: Monitor.optional(),
  bounds: Bounds.optional(),
});
export const Preset = z.object({ name: z.string().min(1), placements: z.array(Placement) });

/**
 * A word of the person's own, learned from a clarification they answered: for an app ("my editor" →
 * Cursor) or for the site of a tab ("the docs tab" → docs.claude.com).
 */
export const PersonalWord = z
  .object({
    phrase: z.string().trim().min(1).max(200),
    app: z.string().min(1).optional(),
    site: z.string().min(1).max(253).optional(),
  })
  .refine((word) => (word.app === undefined) !== (word.site === undefined), "a personal word names an app or a site");

/** Farther than any Mac's screens reach (the widest displays side by side span tens of thousands of points). */
const FARTHEST_POINT = 1_000_000;
const positive = (frame: Frame) =>
  frame.w > 0 && frame.h > 0 && [frame.x, frame.y, frame.w, frame.h].every((n) => Math.abs(n) <= FARTHEST_POINT);
const SIZES = `sizes must be positive and finite, and within ${FARTHEST_POINT} points`;

/**
 * What a desktop must be beyond its fields: exactly one primary screen, every window's app among the apps and its id
 * its own, sizes positive, positions and sizes within reach.
 */
function consistent(s: DesktopInput, ctx: z.RefinementCtx): void {
  const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });
  const primaries = s.screens.filter((screen) => screen.primary).length;
  if (primaries !== 1) issue(["screens"], `exactly one screen must be primary; ${primaries} are`);
  for (const [i, screen] of s.screens.entries()) {
    if (!positive(screen.frame) || !positive(screen.fullFrame)) issue(["screens", i], SIZES);
  }
  const apps = new Set(s.apps.map((app) => app.name));
  for (const [i, win] of s.windows.entries()) {
    if (!apps.has(win.app)) issue(["windows", i, "app"], `"${win.app}" is not among the apps`);
    if (!positive(win.frame)) issue(["windows", i, "frame"], SIZES);
    // macOS numbers each window once: two sharing an id would be taken for one window that moved.
    const first = s.windows.findIndex((other) => other.id === win.id);
    if (first < i)
      issue(["windows", i, "id"], `window id ${win.id} is also windows[${first}]'s; window ids are unique`);
  }
}

type DesktopInput = {
  screens: z.infer<typeof Screen>[];
  apps: z.infer<typeof App>[];
  windows: z.infer<typeof Window>[];
};

/** What a snapshot of part of the desktop read: the apps (bundle IDs) whose windows were read, and the tabs or not. */
export const DesktopScope = z.object({
  apps: z.array(z.string()).describe("The apps (bundle IDs) whose windows and hidden state were read"),
  tabs: z.boolean().describe("Whether the applications' own parts (a browser's tabs) were read"),
});

/** What the Spoon reports: the desktop without presets, which the agent keeps. */
export const DesktopState = z
  .object({
    screens: z.array(Screen).min(1, "a desktop has at least one screen"),
    apps: z.array(App),
    installedApps: z.array(InstalledApp),
    windows: z.array(Window),
    tabs: z.array(Tab),
    tabsUnavailable: z
      .string()
      .optional()
      .describe("Why Chrome's tabs could not be read (not installed, Automation denied), and what to do"),
    files: z
      .array(z.string())
      .optional()
      .describe(
        'The files of the home\'s Desktop, Documents and Downloads ("~/Desktop/a.pdf"), read for a command that ' +
          "can name files",
      ),
    filesUnavailable: z
      .string()
      .optional()
      .describe("Why the home's files could not be read (Finder did not answer, Automation denied)"),
    filesNotListed: z
      .string()
      .optional()
      .describe("The folders too big to list, and their counts: only the files the command named were looked for"),
    unresponsive: z
      .array(z.string())
      .optional()
      .describe("Apps that did not answer Hammerspoon in time (they hang): what they have on screen is not listed"),
    scope: DesktopScope.optional().describe("Present when only part of the desktop was read: which part"),
  })
  .superRefine((desktop, ctx) => {
    const indices = desktop.tabs.map((tab) => tab.index);
    if (new Set(indices).size !== indices.length)
      ctx.addIssue({ code: "custom", path: ["tabs"], message: "tab indices must be unique" });
    const ids = desktop.tabs.map((tab) => tab.id);
    const twice = ids.filter((id, i) => ids.indexOf(id) !== i);
    if (twice.length)
      ctx.addIssue({
        code: "custom",
        path: ["tabs"],
        message: `tab ids must be unique; ${twice.join(", ")} appears twice`,
      });
    consistent(desktop, ctx);
    const screenIds = new Set(desktop.screens.map((s) => s.id));
    for (const [i, win] of desktop.windows.entries()) {
      if (!screenIds.has(win.screenId))
        ctx.addIssue({
          code: "custom",
          path: ["windows", i, "screenId"],
          message: `screen ${win.screenId} is not among the screens (${[...screenIds].join(", ")})`,
        });
    }
  });

/**
 * The desktop snapshot (context for the planner, `--context FILE`, `--sim FILE`): the desktop
 * with its presets. Its checks are the desktop's, so a snapshot the Spoon sends is held to the same rules.
 */
export const Snapshot = z.intersection(
  DesktopState,
  z.object({
    presets: z.array(Preset),
    presetsUnavailable: z
      .string()
      .optional()
      .describe("Why presets the person saved are missing (their file could not be read), and what to do"),
    aliases: z.array(PersonalWord).optional(),
  }),
);

export type Frame = z.infer<typeof Frame>;
export type Screen = z.infer<typeof Screen>;
export type App = z.infer<typeof App>;
export type InstalledApp = z.infer<typeof InstalledApp>;
export type Window = z.infer<typeof Window>;
export type Tab = z.infer<typeof Tab>;
export type Placement = z.infer<typeof Placement>;
export type Preset = z.infer<typeof Preset>;
export type PersonalWord = z.infer<typeof PersonalWord>;
export type DesktopState = z.infer<typeof DesktopState>;
export type DesktopScope = z.infer<typeof DesktopScope>;
export type Snapshot = z.infer<typeof Snapshot>;
