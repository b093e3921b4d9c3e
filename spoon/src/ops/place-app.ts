import { ensureRunning, waitForWindow } from "../desktop/launch";
import { requireAccessibility } from "../desktop/permissions";
import { plainFrame, screenById } from "../desktop/screens";
import type { Frame } from "../desktop/types";
import { moveToScreen } from "../geometry/move-to-screen";
import { parseApp } from "./focus-app";
import { OpFailure, type Operation } from "./operation";
import { firstFailure, integer, optionalFrame } from "./params";

/** Where to put an app's frontmost window: an exact frame, or another screen keeping size and relative position. */
export interface Placement {
  name: string;
  bundleID: string;
  frame?: Frame;
  screenId?: number;
}

export interface Placed {
  name: string;
  windowId: number;
  requested: Frame;
  actual: Frame;
  launched: boolean;
  unminimized: boolean;
}

export function parsePlacement(params: { [key: string]: unknown }): Placement | OpFailure {
  const app = parseApp(params);
  const frame = optionalFrame(params, "frame");
  const screenId = params.screenId === undefined ? undefined : integer(params, "screenId");
  const failure = firstFailure({ app, frame, screenId });
  if (failure !== undefined) return failure;
  if (frame === undefined && screenId === undefined) return new OpFailure("a placement needs a frame or a screenId");
  return {
    ...(app as { name: string; bundleID: string }),
    frame: frame as Frame | undefined,
    screenId: screenId as number | undefined,
  };
}

function onScreen(win: hs.window.Window, screenId: number): Frame {
  const target = screenById(screenId);
  if (target === undefined) throw new OpFailure(`screen ${screenId} is no longer attached`);
  return moveToScreen(plainFrame(win.frame()), plainFrame(win.screen().frame()), plainFrame(target.frame()));
}

/** Places the app's frontmost standard window without animation and reads its frame back (apps may refuse sizes). */
export async function place(placement: Placement): Promise<Placed> {
  requireAccessibility();
  const { app, launched } = await ensureRunning(placement.name, placement.bundleID);
  const win = await waitForWindow(placement.name, app);
  const unminimized = win.isMinimized();
  if (unminimized) win.unminimize();
  const requested = placement.frame ?? onScreen(win, placement.screenId!);
  win.setFrame(requested, 0);
  return {
    name: placement.name,
    windowId: win.id() ?? 0,
    requested,
    actual: plainFrame(win.frame()),
    launched,
    unminimized,
  };
}

export const placeApp: Operation<Placement> = {
  name: "place_app",
  parse: parsePlacement,
  run: place,
};
