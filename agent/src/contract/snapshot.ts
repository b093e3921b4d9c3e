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

export const Tab = z.object({
  index: z.number().int().min(1),
  id: z.number().int(),
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

/** What the Spoon reports: the desktop without presets, which the agent keeps. */
export const DesktopState = z
  .object({
    screens: z.array(Screen).min(1, "a desktop has at least one screen"),
    apps: z.array(App),
    installedApps: z.array(InstalledApp),
    windows: z.array(Window),
    tabs: z.array(Tab),
  })
  .superRefine((desktop, ctx) => {
    const indices = desktop.tabs.map((tab) => tab.index);
    if (new Set(indices).size !== indices.length)
      ctx.addIssue({ code: "custom", path: ["tabs"], message: "tab indices must be unique" });
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

/** The snapshot of SPEC section 4: context for the planner, `--context FILE`, and `--sim FILE`. */
export const Snapshot = z.intersection(DesktopState, z.object({ presets: z.array(Preset) }));

export type Frame = z.infer<typeof Frame>;
export type Screen = z.infer<typeof Screen>;
export type App = z.infer<typeof App>;
export type InstalledApp = z.infer<typeof InstalledApp>;
export type Window = z.infer<typeof Window>;
export type Tab = z.infer<typeof Tab>;
export type Placement = z.infer<typeof Placement>;
export type Preset = z.infer<typeof Preset>;
export type DesktopState = z.infer<typeof DesktopState>;
export type Snapshot = z.infer<typeof Snapshot>;
