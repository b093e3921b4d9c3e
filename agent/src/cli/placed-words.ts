import type { Frame, Placed, Screen, Snapshot } from "../contract/index.ts";
import type { ExecResult, Step } from "../exec/index.ts";
import {
  area,
  boundsOf,
  formatBounds,
  intersection,
  namedBounds,
  PLACEMENT_PHRASES,
  placementName,
} from "../geometry/index.ts";
import { plainLine } from "../util/index.ts";

/*
 * What a person reads once windows were placed: the placement and the screen in words ("Slack → left half
 * of LG HDR 4K"), and that nothing moved when the window was already there. JSON output keeps the numbers.
 */

/** The placements by their own names ("left half"), not their other spellings ("left side"). */
const NAMES = PLACEMENT_PHRASES.filter((phrase) => placementName(phrase) === phrase);

const same = (a: number[], b: number[]) => a.every((edge, i) => edge === b[i]);

/** The screen a window is on: the one the desktop says, else the one it covers most. */
function screenOf(placed: Placed, desktop: Snapshot): Screen | undefined {
  const id = desktop.windows.find((win) => win.id === placed.windowId)?.screenId;
  const cover = (screen: Screen) => area(intersection(boundsOf(placed.actual), boundsOf(screen.fullFrame)));
  return desktop.screens.find((s) => s.id === id) ?? [...desktop.screens].sort((a, b) => cover(b) - cover(a))[0];
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
  const name = NAMES.find((named) => same(namedBounds(screen.frame, named), bounds));
  if (name === "maximize") return { to: `maximized on ${on}`, at: `maximized on ${on}` };
  if (name) return { to: `${name} of ${on}`, at: `on the ${name} of ${on}` };
  if (isCentered(frame, screen.frame)) return { to: `centered on ${on}`, at: `centered on ${on}` };
  return { to: `${formatBounds(bounds)} on ${on}`, at: `at ${formatBounds(bounds)} on ${on}` };
}

/**
 * One placed window in words: where it went, or that it already was there; what the Spoon did first. `toScreen`: the
 * command named only the screen, so that is all there is to say of where.
 */
export function placedInWords(placed: Placed, before: Snapshot, after: Snapshot, toScreen = false): string {
  const app = plainLine(placed.name);
  const screen = screenOf(placed, after);
  if (!screen) return `${app} placed at ${formatBounds(boundsOf(placed.actual))}`;
  const on = plainLine(screen.name);
  const where = toScreen ? { to: on, at: `on ${on}` } : whereOn(placed.actual, screen);
  const notes = [placed.launched && "launched", placed.unminimized && "unminimized", placed.unhidden && "unhidden"]
    .filter(Boolean)
    .join(", ");
  const was = before.windows.find((win) => win.id === placed.windowId)?.frame;
  if (!notes && was && same(boundsOf(was), boundsOf(placed.actual))) return `${app} was already ${where.at}`;
  const kept = same(boundsOf(placed.requested), boundsOf(placed.actual))
    ? ""
    : `; asked for ${formatBounds(boundsOf(placed.requested))}, the app kept its own size or position`;
  return `${app} → ${where.to}${notes ? ` (${notes})` : ""}${kept}`;
}

const isPlaced = (value: unknown): value is Placed =>
  typeof value === "object" && value !== null && ["windowId", "requested", "actual"].every((key) => key in value);

/** A done step that placed windows, in words; any other step as its own message says. */
function stepInWords(step: Step, before: Snapshot, after: Snapshot): string {
  if (step.status !== "done") return step.message;
  const { command, result } = step;
  if (command.type === "place_app" && isPlaced(result))
    return placedInWords(result, before, after, command.bounds === undefined);
  const placed = (result as { placed?: unknown } | undefined)?.placed;
  if (command.type !== "activate_preset" || !Array.isArray(placed) || !placed.every(isPlaced)) return step.message;
  const lines = placed.map((one) => placedInWords(one, before, after));
  return `preset "${plainLine(command.preset_name)}": ${lines.join("; ")}`;
}

/** The result's message with each step that placed windows told in words (the message is made of the steps'). */
export function messageInWords(result: ExecResult, before: Snapshot, after: Snapshot): string {
  return result.steps.reduce(
    (message, step) => message.replace(step.message, () => stepInWords(step, before, after)),
    result.message,
  );
}
