import * as z from "zod";
import { AppName } from "./app-name.ts";

export const FocusApp = z
  .strictObject({ type: z.literal("focus_app"), app_name: AppName })
  .describe("Bring an application to the front, launching it when it is installed but not running.");
