import * as z from "zod";

export const ActivatePreset = z
  .strictObject({
    type: z.literal("activate_preset"),
    preset_name: z
      .string()
      .trim()
      .min(1, "preset_name must not be empty")
      .describe("Exact name of a preset from the context"),
  })
  .describe("Arrange windows as a saved preset describes.");
