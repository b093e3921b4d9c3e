import * as z from "zod";
import { AppName } from "./app-name.ts";

export const CloseApp = z
  .strictObject({ type: z.literal("close_app"), app_name: AppName })
  .describe("Quit an application (asks the person first: it may lose unsaved work).");
