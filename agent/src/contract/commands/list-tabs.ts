import * as z from "zod";

export const ListTabs = z.strictObject({ type: z.literal("list_tabs") }).describe("List the open Chrome tabs.");
