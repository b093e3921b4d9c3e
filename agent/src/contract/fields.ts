import * as z from "zod";
import { MONITORS } from "../geometry/index.ts";

export const Monitor = z
  .enum(MONITORS)
  .describe("main = the primary screen; left/right = the nearest screen west/east of it");

const edge = (issue: { input: unknown }, at: number) => (issue.input as number[])[at];

export const Bounds = z
  .tuple([z.number().int(), z.number().int(), z.number().int(), z.number().int()])
  .refine(([left, , right]) => right > left, {
    error: (issue) => `right (${edge(issue, 2)}) must be greater than left (${edge(issue, 0)})`,
  })
  .refine(([, top, , bottom]) => bottom > top, {
    error: (issue) => `bottom (${edge(issue, 3)}) must be greater than top (${edge(issue, 1)})`,
  })
  .describe("[left, top, right, bottom] in global screen points (origin top-left of the primary screen)");
