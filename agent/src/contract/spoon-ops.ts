import * as z from "zod";
import type * as Spoon from "../../../spoon/src/contract/index.ts";
import type { Agreement, Same } from "./agreement.ts";
import { setting, type RangesDisagreeing } from "./settings.ts";
import { DesktopScope, DesktopState, Frame, Tab, TabId } from "./snapshot.ts";
import { luaTable } from "./wire.ts";

/**
 * The agent's schemas for every Spoon operation, params and result, proven at compile time to be
 * the types the Spoon declares in spoon/src/contract/ops.ts. Results are parsed with them: socket
 * input is never trusted.
 */
const NoParams = z.record(z.string(), z.never());
const AppParams = z.object({ name: z.string().min(1), bundleID: z.string().min(1) });
const PlaceParams = AppParams.extend({ frame: Frame.optional(), screenId: z.number().int().optional() });
const TabIdentity = z.object({ id: TabId, url: z.string() });
/** What an accessibility element says of itself beside its title. */
const AxTarget = z.object({ description: z.string().optional(), identifier: z.string().optional() });
const AxElementAt = AxTarget.extend({ role: z.string().optional(), title: z.string().optional() });
const Placed = z.object({
  name: z.string(),
  windowId: z.number(),
  requested: Frame,
  actual: Frame,
  launched: z.boolean(),
  unminimized: z.boolean(),
  unhidden: z.boolean(),
});
const ListedApp = z.object({
  name: z.string(),
  bundleID: z.string(),
  frontmost: z.boolean(),
  hidden: z.boolean(),
  windows: z.number().int(),
});
const TabInfo = Tab.omit({ firstSeen: true });
const ClosedTabs = z.object({
  closed: z.array(z.object({ id: TabId, url: z.string(), title: z.string() })),
  skipped: z.array(
    z.object({
      id: TabId,
      url: z.string(),
      reason: z.enum(["gone", "changed", "still open"]),
      now: z.string().optional(),
    }),
  ),
});

/** A screenshot as the Spoon sends it: the JPEG in base64, the screen it shows, and its pixel size. */
const Screenshot = z.object({
  data: z.base64().min(1),
  mediaType: z.literal("image/jpeg"),
  screenId: z.number().int(),
  fullFrame: Frame,
  scale: z.number().positive(),
  image: z.object({ w: z.number().int().positive(), h: z.number().int().positive() }),
});
/** A part of a screen at full resolution: a screenshot of an area, in global points. */
const Zoomed = Screenshot.omit({ fullFrame: true, scale: true }).extend({ area: Frame });

/** The first-contact report (spoon/src/contract/doctor.ts): each check's line, and the versions it read. */
const ProbeResult = z.object({
  area: z.string(),
  what: z.string(),
  mark: z.enum(["✓", "!", "✗", "–"]),
  said: z.string(),
  ms: z.number(),
  error: z.number().int().optional(),
  fix: z.string().optional(),
});
const DoctorReport = z.object({
  when: z.string(),
  macOS: z.string(),
  hammerspoon: z.string(),
  apps: z.array(z.object({ name: z.string(), version: z.string().optional(), running: z.boolean() })),
  probes: z.array(ProbeResult).min(1),
  ms: z.number(),
});

const WindowState = z.object({ id: z.number(), frame: Frame, minimized: z.boolean() });
const Point = z.object({ x: z.number(), y: z.number() });
const AfterInput = z.object({ app: z.string().optional(), window: z.string().optional() });

// Unconstrained: the proof below reads what each schema parses to (checking each against $ZodType: 7k instantiations).
const op = <P, R>(params: P, result: R) => ({ params, result });

export const SPOON_OPS = {
  snapshot: op(
    DesktopScope.partial()
      .extend({ files: z.array(z.string()).optional() })
      .strict(),
    DesktopState,
  ),
  list_apps: op(NoParams, z.object({ apps: z.array(ListedApp) })),
  list_tabs: op(NoParams, z.object({ tabs: z.array(TabInfo) })),
  focus_app: op(AppParams, z.object({ name: z.string(), launched: z.boolean(), frontmost: z.boolean() })),
  place_app: op(PlaceParams, Placed),
  close_app: op(AppParams, z.object({ name: z.string(), quit: z.boolean(), wasRunning: z.boolean() })),
  hide_app: op(AppParams, z.object({ name: z.string(), hidden: z.boolean(), wasHidden: z.boolean() })),
  switch_tab: op(TabIdentity, z.object({ id: TabId, url: z.string(), title: z.string(), index: z.number() })),
  open_url: op(
    z.object({ url: z.string().min(1) }),
    z.object({ url: z.string(), browser: z.string(), tabId: TabId.optional() }),
  ),
  close_tab: op(z.object({ tabs: z.array(TabIdentity).min(1) }), ClosedTabs),
  restore_windows: op(
    z.object({ windows: z.array(WindowState) }),
    z.object({ restored: z.array(WindowState), missing: z.array(z.number()) }),
  ),
  reopen_tabs: op(
    z.object({
      tabs: z
        .array(z.object({ windowIndex: z.number().int().min(0), position: z.number().int().min(1), url: z.string() }))
        .min(1),
    }),
    z.object({ opened: z.array(z.object({ id: TabId, url: z.string() })) }),
  ),
  move_file: op(z.object({ from: z.string().min(1), to: z.string().min(1) }), z.object({ path: z.string() })),
  activate_preset: op(
    z.object({ name: z.string().min(1), placements: z.array(PlaceParams) }),
    z.object({
      name: z.string(),
      placed: z.array(Placed),
      failed: z.array(z.object({ name: z.string(), error: z.string() })),
    }),
  ),
  ask_approval: op(
    z.object({ title: z.string().min(1), detail: z.string().min(1), key: z.string().min(1).max(100).optional() }),
    z.object({ answer: z.enum(["approved", "declined", "nobody"]) }),
  ),
  withdraw_question: op(z.object({ key: z.string().min(1).max(100) }), z.object({ withdrawn: z.boolean() })),
  choose: op(
    z.object({
      prompt: z.string().min(1),
      choices: z.array(z.string().min(1)).min(1),
      key: z.string().min(1).max(100).optional(),
    }),
    z.object({ index: z.number().int().min(0) }),
  ),
  show_progress: op(z.object({ text: z.string().min(1).max(300) }), z.object({ shown: z.boolean() })),
  capture_screen: op(
    z.object({
      screenId: z.number().int().min(1).optional(),
      maxLongEdge: setting("maxLongEdge").optional(),
    }),
    Screenshot,
  ),
  click: op(
    z.object({
      x: z.number(),
      y: z.number(),
      button: z.enum(["left", "right", "middle"]).optional(),
      count: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
      modifiers: z.array(z.string()).optional(),
    }),
    AfterInput.extend({ x: z.number(), y: z.number() }),
  ),
  type_text: op(
    z.object({ text: z.string().min(1) }),
    AfterInput.extend({
      typed: z.number().int(),
      pasted: z.boolean(),
      clipboardLost: z.number().int().positive().optional(),
    }),
  ),
  press_key: op(
    z.object({
      key: z.string().min(1),
      modifiers: z.array(z.string()).optional(),
      hold: z.number().min(0.02).max(3).optional(),
    }),
    AfterInput.extend({ key: z.string() }),
  ),
  press_element: op(
    AppParams.extend({
      title: z.string().min(1),
      role: z.string().min(1).optional(),
      menus: z.boolean().optional(),
      look: z.boolean().optional(),
      expect: AxTarget.extend({ title: z.string() }).optional(),
    }),
    AxTarget.extend({ role: z.string(), title: z.string(), frame: Frame.optional() }),
  ),
  element_at: op(
    z.object({ x: z.number(), y: z.number() }),
    // Nothing there is an empty Lua table, which hs.json writes as [].
    luaTable(AxElementAt.extend({ control: AxElementAt.optional() })),
  ),
  scroll: op(
    z.object({
      x: z.number(),
      y: z.number(),
      direction: z.enum(["up", "down", "left", "right"]),
      amount: z.number().int().min(1).max(50).optional(),
      modifiers: z.array(z.string()).optional(),
    }),
    AfterInput.extend({ x: z.number(), y: z.number() }),
  ),
  mouse: op(
    z.object({
      action: z.enum(["where", "move", "down", "up"]),
      x: z.number().optional(),
      y: z.number().optional(),
      modifiers: z.array(z.string()).optional(),
    }),
    AfterInput.extend({ x: z.number(), y: z.number() }),
  ),
  drag: op(
    z.object({ from: Point, to: Point, modifiers: z.array(z.string()).optional() }),
    AfterInput.extend({ x: z.number(), y: z.number() }),
  ),
  zoom: op(z.object({ area: Frame, maxLongEdge: setting("maxLongEdge").optional() }), Zoomed),
  elements_in: op(
    z.object({ area: Frame }),
    z.object({
      app: z.string().optional(),
      elements: z.array(z.object({ role: z.string(), title: z.string().optional(), frame: Frame })).max(100),
    }),
  ),
  doctor_report: op(NoParams, DoctorReport),
} as const;

export type OpName = Spoon.OpName;
export type OpParams<K extends OpName> = Spoon.OpParams<K>;
export type OpResult<K extends OpName> = Spoon.OpResult<K>;
export type Placed = Spoon.Placed;
export type DoctorReport = Spoon.DoctorReport;
export { OP_SECONDS, PAGE_TOKEN_HEADER, reportLines } from "../../../spoon/src/contract/index.ts";

type Disagreement<K extends OpName> =
  Same<z.infer<(typeof SPOON_OPS)[K]["params"]>, OpParams<K>> extends false
    ? "its params differ from the Spoon's (spoon/src/contract/ops.ts)"
    : Same<z.infer<(typeof SPOON_OPS)[K]["result"]>, OpResult<K>> extends false
      ? "its result differs from the Spoon's (spoon/src/contract/ops.ts)"
      : RangesDisagreeing<(typeof SPOON_OPS)[K]["params"]>;
/**
 * Compile-time proof that each schema is exactly the Spoon's type, in both directions, its settings in
 * the Spoon's ranges: fails to compile, naming the operation and what differs, when they do not.
 */
export const spoonOpsAgree: Agreement<{
  [K in OpName as Disagreement<K> extends never ? never : K]: Disagreement<K>;
}> = true;
