import * as z from "zod";
import { TabIndex } from "./app-name.ts";

export const SwitchTab = z
  .strictObject({ type: z.literal("switch_tab"), tab_index: TabIndex })
  .describe("Activate an existing Chrome tab and bring its window to the front.");
