import type { Frame, Placed, Screen, Snapshot } from "../contract/index.ts";
import {
  area,
  boundsOf,
  formatBounds,
  intersection,
  namedBounds,
  PLACEMENT_PHRASES,
  placementName,
  rectOf,
  sameRect,
} from "../geometry/index.ts";
import { plainLine } from "../util/index.ts";

/*
 * A placed window in words, as the step's own message (the alert, hs.claude.execute, the CLI, run reports and the
 * audit log all say it): the placement and the screen ("Slack → left half of LG HDR 4K"), and that nothing moved
 * when the window was already there. The step's result keeps the numbers.
 */

/** The placements by their own names ("left half"), not their other spellings ("left side"). */
const NAMES = PLACEMENT_PHRASES.filter((phrase) => placementName(phrase) === phrase);

/** The screen a frame covers most. */
function screenUnder(frame: Frame, desktop: Snapshot): Screen | undefined {
  const cover = (screen: Screen) => area(intersection(boundsOf(frame), boundsOf(screen.fullFrame)));
  return [...desktop.screens].sort((a, b) => cover(b) - cover(a))[0];
}

/** Whether `frame` has as much room left as right, and above as below, on the screen's `usable` frame (±1 point). */
function isCentered(frame: Frame, usable: Frame): boolean {
  const left = frame.x - usable.x;
  const right = usable.x + usable.w - (frame.x + frame.w);
  const top = frame.y - usable.y;
  const bottom = usable.y + usable.h - (frame.y + frame.h);
  return Math.abs(left - right) <= 1 && Math.abs(top - bottom) <= 1;
}

/** Where `frame` is on `screen`: [a named placement, as a place] or [how it sits on it, as a place] in words. */
function whereOn(frame: Frame, screen: Screen): { to: string; at: string } {
  const on = plainLine(screen.name);
  const bounds = boundsOf(frame);
  const name = NAMES.find((named) => sameRect(rectOf(namedBounds(screen.frame, named)), frame));
  if (name === "maximize") return { to: `maximized on ${on}`, at: `maximized on ${on}` };
  if (name) return { to: `${name} of ${on}`, at: `on the ${name} of ${on}` };
  if (isCentered(frame, screen.frame)) return { to: `centered on ${on}`, at: `centered on ${on}` };
  return { to: `${formatBounds(bounds)} on ${on}`, at: `at ${formatBounds(bounds)} on ${on}` };
}

/**
 * One placed window in words: where it went, or that it already was there (on `before`, the desktop the step was
 * checked on); what the Spoon did first; what the app refused. `toScreen`: the command named only the screen, so that
 * is all there is to say of where.
 */
export function placedInWords(placed: Placed, before: Snapshot, toScreen = false): string {
  const app = plainLine(placed.name);
  const screen = screenUnder(placed.actual, before);
  if (!screen) return `${app} placed at ${formatBounds(boundsOf(placed.actual))}`;
  const on = plainLine(screen.name);
  const where = toScreen ? { to: on, at: `on ${on}` } : whereOn(placed.actual, screen);
  const notes = [placed.launched && "launched", placed.unminimized && "unminimized", placed.unhidden && "unhidden"]
    .filter(Boolean)
    .join(", ");
  const was = before.windows.find((win) => win.id === placed.windowId)?.frame;
  if (!notes && was && sameRect(was, placed.actual)) return `${app} was already ${where.at}`;
  return `${app} → ${where.to}${notes ? ` (${notes})` : ""}${keptWords(placed, screen)}`;
}

/** Why the window is not where it was asked to be: macOS keeps it within its screen's usable area, or the app. */
function keptWords(placed: Placed, screen: Screen): string {
  if (sameRect(placed.requested, placed.actual)) return "";
  const asked = `; asked for ${formatBounds(boundsOf(placed.requested))}`;
  const { w, h } = placed.requested;
  if (w <= screen.frame.w && h <= screen.frame.h) return `${asked}, the app kept its own size or position`;
  const usable = `${plainLine(screen.name)}'s usable area ${formatBounds(boundsOf(screen.frame))}`;
  return `${asked}, larger than ${usable}: macOS keeps a window within its screen`;
}
