import { describeIssues, globalToImage, locate, type Point, type Screenshot } from "../contract/index.ts";
import type { RunGuard } from "../consequences/index.ts";
import type { Approver } from "../exec/index.ts";
import { typedText, type SpoonClient } from "../spoon/index.ts";
import { boxToGlobal } from "../vision/index.ts";
import { untrusted } from "../llm/index.ts";
import { CLICK_KINDS, ComputerAction } from "./computer-action.ts";
import { actsOf, pressApproval, pressesAt } from "./consequential.ts";
import { keyChord, modifiersOf } from "./keys.ts";

export interface ActionOutcome {
  ok: boolean;
  /** The person said no (or nobody could): the run ends here. */
  stop?: boolean;
  /** What the model reads back: what happened, or why nothing did. */
  text: string;
  /** An image the model asked to see (zoom), sent with the text. */
  image?: { data: string; mediaType: "image/jpeg" };
}

/** What an action acts with: the screenshot its pixels refer to, the Spoon, the screens, who approves, a clock. */
export interface ActionContext {
  shot: Screenshot;
  spoon: SpoonClient;
  screens: { id: number; fullFrame: Screenshot["fullFrame"] }[];
  approve: Approver;
  /** The consequence rules over the whole run: what was typed since the last submit, and where. */
  guard: RunGuard;
  sleep: (seconds: number) => Promise<void>;
}

const failed = (text: string): ActionOutcome => ({ ok: false, text });
const done = (text: string): ActionOutcome => ({ ok: true, text });
type Pixel = [number, number] | null | undefined;

/** Where a pixel of the screenshot is in global points (the one coordinate path); absent, where the pointer is. */
async function pointFor(pixel: Pixel, ctx: ActionContext): Promise<Point | string> {
  if (pixel) {
    const located = locate(ctx.shot, pixel[0], pixel[1], ctx.screens);
    return located.ok ? located.point : `${located.error}: nothing was done`;
  }
  const here = await ctx.spoon.call("mouse", { action: "where" });
  return here.ok ? { x: here.value.x, y: here.value.y } : here.error.message;
}

/** The app in front after a click; its window's title is the app's (a web page's) text, labelled so. */
const inFront = (after: { app?: string | undefined; window?: string | undefined }) =>
  after.window
    ? `${after.app}, its window titled ${untrusted("window title", after.window)}`
    : (after.app ?? "nothing");

/**
 * Does one action of the computer tool through the Spoon: pixels of the screenshot the model was sent
 * become global points by the one coordinate path (refused when outside the image or on no screen); a
 * consequential one is asked for first.
 */
export async function performAction(input: unknown, ctx: ActionContext): Promise<ActionOutcome> {
  const parsed = ComputerAction.safeParse(input);
  if (!parsed.success) return failed(`not an action this computer takes: ${describeIssues(parsed.error)}`);
  const action = parsed.data;
  // A press is judged where it lands: the pixel given, else where the pointer is now.
  const pixel = "coordinate" in action ? action.coordinate : undefined;
  const pressed = pressesAt(action) ? await pointFor(pixel, ctx) : undefined;
  if (typeof pressed === "string") return failed(pressed);
  const acts = actsOf(action);
  const allowed = await ctx.guard.allow(acts);
  if (!allowed.ok) return notApproved(allowed.request.title, allowed.answer.reason);
  const request = await pressApproval(action, pressed, ctx.spoon);
  if (request) {
    const answer = await ctx.approve(request);
    if (!answer.approved) return notApproved(request.title, answer.reason);
  }
  const outcome = await act(action, ctx);
  if (outcome.ok) ctx.guard.done(acts);
  return outcome;
}

const notApproved = (title: string, reason: string): ActionOutcome => ({
  ok: false,
  stop: true,
  text: `not approved: ${title} (${reason}); nothing was done`,
});

/** Does an action the rules let through. */
async function act(action: ComputerAction, ctx: ActionContext): Promise<ActionOutcome> {
  const { spoon } = ctx;
  switch (action.action) {
    case "screenshot":
      return done("here is the screen");
    case "wait":
      await ctx.sleep(action.duration ?? 1);
      return done(`waited ${action.duration ?? 1} s`);
    case "type": {
      const typed = await spoon.call("type_text", { text: action.text });
      if (!typed.ok) return failed(typed.error.message);
      return done(typedText(typed.value));
    }
    case "key":
    case "hold_key": {
      const chord = keyChord(action.text);
      if (typeof chord === "string") return failed(chord);
      const hold = action.action === "hold_key" ? { hold: Math.max(0.02, action.duration) } : {};
      const times = action.action === "key" ? (action.repeat ?? 1) : 1;
      for (let n = 0; n < times; n++) {
        const pressed = await spoon.call("press_key", { ...chord, ...hold });
        if (!pressed.ok) return failed(pressed.error.message);
      }
      return done(`pressed ${action.text}${times > 1 ? ` ${times} times` : ""}`);
    }
    case "cursor_position": {
      const here = await spoon.call("mouse", { action: "where" });
      if (!here.ok) return failed(here.error.message);
      const { x, y } = globalToImage(ctx.shot, here.value);
      const inImage = x >= 0 && y >= 0 && x < ctx.shot.image.w && y < ctx.shot.image.h;
      return done(inImage ? `X=${x},Y=${y}` : "the pointer is on another screen than this screenshot");
    }
    case "zoom":
      return zoom(action.region, ctx);
    case "left_click_drag": {
      const held = modifiersOf(action.text);
      if (typeof held === "string") return failed(held);
      const from = await pointFor(action.start_coordinate, ctx);
      const to = await pointFor(action.coordinate, ctx);
      if (typeof from === "string" || typeof to === "string")
        return failed(typeof from === "string" ? from : (to as string));
      const dragged = await spoon.call("drag", { from, to, modifiers: held });
      return dragged.ok ? done(`dragged to ${action.coordinate.join(",")}`) : failed(dragged.error.message);
    }
    default:
      return pointerAction(action, ctx);
  }
}

/** Actions at a point (the pixel given, else where the pointer is): clicks, moves, the button, scrolling. */
async function pointerAction(
  action: Extract<
    ComputerAction,
    { action: keyof typeof CLICK_KINDS | "mouse_move" | "left_mouse_down" | "left_mouse_up" | "scroll" }
  >,
  ctx: ActionContext,
): Promise<ActionOutcome> {
  const held = "text" in action ? modifiersOf(action.text) : [];
  if (typeof held === "string") return failed(held);
  const point = await pointFor(action.coordinate, ctx);
  if (typeof point === "string") return failed(point);
  const where = action.coordinate ? ` at ${action.coordinate.join(",")}` : " where the pointer is";
  const { spoon } = ctx;
  if (action.action === "scroll") {
    const amount = action.scroll_amount ?? 3;
    const direction = action.scroll_direction;
    const scrolled = await spoon.call("scroll", { ...point, direction, amount, modifiers: held });
    return scrolled.ok ? done(`scrolled ${direction} ${amount} lines${where}`) : failed(scrolled.error.message);
  }
  if (action.action !== "mouse_move" && action.action !== "left_mouse_down" && action.action !== "left_mouse_up") {
    const { button, count } = CLICK_KINDS[action.action];
    const clicked = await spoon.call("click", { ...point, button, count, modifiers: held });
    if (!clicked.ok) return failed(clicked.error.message);
    return done(`${action.action}${where}; in front: ${inFront(clicked.value)}`);
  }
  const kind = { mouse_move: "move", left_mouse_down: "down", left_mouse_up: "up" } as const;
  const moved = await spoon.call("mouse", { action: kind[action.action], ...point, modifiers: held });
  return moved.ok ? done(`${action.action}${where}`) : failed(moved.error.message);
}

/** A region of the screenshot, at the screen's full resolution: the model looks closer without acting. */
async function zoom(region: [number, number, number, number], ctx: ActionContext): Promise<ActionOutcome> {
  const [x1, y1, x2, y2] = region;
  const { w, h } = ctx.shot.image;
  if (!(x1 < x2 && y1 < y2 && x2 <= w && y2 <= h))
    return failed(`the region ${region.join(",")} is not inside the ${w}×${h} image`);
  const area = boxToGlobal(ctx.shot, { x1, y1, x2, y2 });
  const zoomed = await ctx.spoon.call("zoom", { area });
  if (!zoomed.ok) return failed(zoomed.error.message);
  const { data, mediaType } = zoomed.value;
  return { ok: true, text: `the region ${region.join(",")} at full resolution`, image: { data, mediaType } };
}
