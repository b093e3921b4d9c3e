import * as z from "zod";

const Pixel = z.tuple([z.number().int().min(0), z.number().int().min(0)]);

/** What the computer tool may ask (its input), checked before anything moves: model output is never trusted. */
export const ComputerAction = z.discriminatedUnion("action", [
  z.object({ action: z.literal("screenshot") }),
  z.object({
    action: z.enum(["left_click", "right_click", "middle_click", "double_click", "triple_click"]),
    coordinate: Pixel,
    text: z.string().optional(),
  }),
  z.object({ action: z.literal("type"), text: z.string().min(1).max(10_000) }),
  z.object({
    action: z.literal("scroll"),
    coordinate: Pixel,
    scroll_direction: z.enum(["up", "down", "left", "right"]),
    scroll_amount: z.number().int().min(1).max(50).optional(),
  }),
  z.object({ action: z.literal("key"), text: z.string().min(1).max(60) }),
  z.object({ action: z.literal("wait"), duration: z.number().min(0).max(10).optional() }),
]);
export type ComputerAction = z.infer<typeof ComputerAction>;
