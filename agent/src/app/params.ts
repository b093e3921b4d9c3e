import * as z from "zod";
import { describeIssues } from "../contract/index.ts";
import { InputError } from "../errors/index.ts";

/** Answers one request: its params as sent (checked by the handler), then what the link gives (who asked). */
export type Handler<Rest extends unknown[] = []> = (params: Record<string, unknown>, ...rest: Rest) => Promise<unknown>;

/** The params of a request that takes none: whatever was sent is left unread. */
export const NoParams = z.unknown();

/** The params of a request, checked (socket input is never trusted); a misfit names the op and the problem. */
export function parsed<S extends z.core.$ZodType>(op: string, schema: S, params: unknown): z.output<S> {
  const result = z.safeParse(schema, params);
  if (!result.success) throw new InputError(`${op}: ${describeIssues(result.error)}`);
  return result.data;
}

/** A request's handler, the one way both sides' requests are answered: its params parsed with `schema`, then `act`. */
export function handler<S extends z.core.$ZodType, Rest extends unknown[]>(
  op: string,
  schema: S,
  act: (params: z.output<S>, ...rest: Rest) => unknown,
): [string, Handler<Rest>] {
  return [op, async (params, ...rest) => act(parsed(op, schema, params), ...rest)];
}
