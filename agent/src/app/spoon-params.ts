import type * as z from "zod";
import { describeIssues } from "../contract/index.ts";
import { InputError } from "../errors/index.ts";

/** The params of a request from the Spoon, checked (socket input is never trusted); a misfit names the problem. */
export function parsed<T>(op: string, schema: z.ZodType<T>, params: unknown): T {
  const result = schema.safeParse(params);
  if (!result.success) throw new InputError(`${op}: ${describeIssues(result.error)}`);
  return result.data;
}
