import { ensureRunning, requireAccessibility, waitForWindow } from "../desktop";
import {
  firstFailure,
  integer,
  type Operation,
  OpFailure,
  optionalFrame,
  type SpoonContext,
  waitUntil,
} from "../runtime";
import { type Frame, type Placed, type PlaceParams, WAITS } from "../contract";
import { moveToScreen, plainFrame, screenById } from "../geometry";
import { parseApp } from "./focus-app";

export function parsePlacement(params: { [key: string]: unknown }): PlaceParams | OpFailure {
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
export async function place(ctx: SpoonContext, placement: PlaceParams): Promise<Placed> {
  requireAccessibility();
  const { app, launched } = await ensureRunning(ctx, placement.name, placement.bundleID);
  const win = await waitForWindow(ctx, placement.name, app);
  const unhidden = app.isHidden();
  if (unhidden) app.unhide();
  const unminimized = win.isMinimized();
  if (unminimized) {
    win.unminimize();
    // A window still coming out of the Dock ignores a new frame.
    if (!(await waitUntil(ctx, () => !win.isMinimized(), WAITS.window)))
      throw new OpFailure(`${placement.name}'s window did not come back from the Dock within ${WAITS.window}s`);
  }
  const requested = placement.frame ?? onScreen(win, placement.screenId!);
  win.setFrame(requested, 0);
  return {
    name: placement.name,
    windowId: win.id() ?? 0,
    requested,
    actual: plainFrame(win.frame()),
    launched,
    unminimized,
    unhidden,
  };
}

export const placeApp: Operation<"place_app"> = {
  name: "place_app",
  parse: parsePlacement,
  run: (placement, ctx) => place(ctx, placement),
};
