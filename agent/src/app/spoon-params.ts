import * as z from "zod";
import { describeIssues, luaTable } from "../contract/index.ts";
import { InputError } from "../errors/index.ts";

/** What `hs.claude.configure` set in the Spoon, sent with each request that may call Claude. */
export const RunSettings = luaTable(
  z
    .strictObject({
      model: z.string().min(1).optional(),
      maxIterations: z.number().int().min(1).max(100).optional(),
      actionDelay: z.number().min(0).max(10).optional(),
      // Seed 004's; hs.image cannot set JPEG quality, so nothing uses it (hs.claude.configure says so).
      screenshotQuality: z.number().min(0.1).max(1).optional(),
      maxLongEdge: z.number().int().min(200).max(2576).optional(),
      closeTabsWithoutAsking: z.number().int().min(0).max(100).optional(),
    })
    .default({}),
);

/** The params of a request from the Spoon, checked (socket input is never trusted); a misfit names the problem. */
export function parsed<T>(op: string, schema: z.ZodType<T>, params: unknown): T {
  const result = schema.safeParse(params);
  if (!result.success) throw new InputError(`${op}: ${describeIssues(result.error)}`);
  return result.data;
}
