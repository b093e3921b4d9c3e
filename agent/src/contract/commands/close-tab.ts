import * as z from "zod";
import { TabIndex } from "./app-name.ts";

export const CloseTab = z
  .strictObject({
    type: z.literal("close_tab"),
    tab_indices: z
      .array(TabIndex)
      .min(1, "tab_indices needs at least one index")
      .refine((list) => new Set(list).size === list.length, "tab_indices must not repeat an index")
      .describe("Global tab indices to close, e.g. [2, 5, 8]"),
  })
  .describe("Close one or more Chrome tabs (more than one asks the person first).");
