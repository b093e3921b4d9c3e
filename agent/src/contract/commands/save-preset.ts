import * as z from "zod";
import { AppName } from "./app-name.ts";

export const SavePreset = z
  .strictObject({
    type: z.literal("save_preset"),
    preset_name: z
      .string()
      .trim()
      .min(1, "preset_name must not be empty")
      .describe("The name to save the arrangement under"),
    app_names: z
      .array(AppName)
      .min(1)
      .optional()
      .describe("The apps whose windows to record; all visible apps when left out"),
  })
  .describe("Record where the windows are now as a named preset (replacing one of the same name).");
