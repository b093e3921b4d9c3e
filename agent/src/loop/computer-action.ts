import * as z from "zod";

const Whole = z.number().int().min(0);
const Pixel = z.tuple([Whole, Whole]);
/** Keys held during a mouse action, as the tool gives them: "shift", "ctrl+shift". */
const Held = z.string().max(60).nullish();
const CLICKS = ["left_click", "right_click", "middle_click", "double_click", "triple_click"] as const;

/**
 * What the computer tool may ask (its input; a toolset member's name becomes `action`), checked before
 * anything moves: model output is never trusted.
 */
export const ComputerAction = z.discriminatedUnion("action", [
  z.object({ action: z.literal("screenshot") }),
  z.object({ action: z.literal("cursor_position") }),
  z.object({ action: z.enum(CLICKS), coordinate: Pixel.nullish(), text: Held }),
  z.object({ action: z.literal("mouse_move"), coordinate: Pixel, text: Held }),
  z.object({ action: z.literal("left_click_drag"), start_coordinate: Pixel, coordinate: Pixel, text: Held }),
  z.object({ action: z.enum(["left_mouse_down", "left_mouse_up"]), coordinate: Pixel.nullish() }),
  z.object({ action: z.literal("type"), text: z.string().min(1).max(10_000) }),
  z.object({
    action: z.literal("scroll"),
    coordinate: Pixel.nullish(),
    scroll_direction: z.enum(["up", "down", "left", "right"]),
    scroll_amount: z.number().int().min(1).max(50).nullish(),
    text: Held,
  }),
  z.object({
    action: z.literal("key"),
    text: z.string().min(1).max(60),
    repeat: z.number().int().min(1).max(20).nullish(),
  }),
  z.object({ action: z.literal("hold_key"), text: z.string().min(1).max(60), duration: z.number().min(0).max(3) }),
  z.object({ action: z.literal("wait"), duration: z.number().min(0).max(10).nullish() }),
  z.object({
    action: z.literal("zoom"),
    region: z.tuple([Whole, Whole, Whole, Whole]),
  }),
]);
export type ComputerAction = z.infer<typeof ComputerAction>;

/** Clicks by action: the button and how many times. */
export const CLICK_KINDS = {
  left_click: { button: "left", count: 1 },
  right_click: { button: "right", count: 1 },
  middle_click: { button: "middle", count: 1 },
  double_click: { button: "left", count: 2 },
  triple_click: { button: "left", count: 3 },
} as const;
