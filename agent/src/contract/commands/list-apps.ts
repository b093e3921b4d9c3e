import * as z from "zod";

export const ListApps = z.strictObject({ type: z.literal("list_apps") }).describe("List the running applications.");
