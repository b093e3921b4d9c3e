import * as z from "zod";
import {
  describeIssues,
  ErrorMessage,
  INBOUND_TYPES,
  Inbound,
  Request,
  Response,
  Welcome,
  type WireError,
} from "../contract/index.ts";
import { messageOf } from "../errors/index.ts";

/** Largest message served; a bigger one gets an error reply and the connection stays. */
export const MAX_MESSAGE_BYTES = 16 * 1024 * 1024;

/** A frame turned into a valid message, or the error to answer it with (and the id it carried, if any). */
export type Decoded<M> = { ok: true; message: M } | { ok: false; error: WireError; id?: string };

/** Everything the agent may send a peer (the Spoon or a client). */
export const FromAgent = z.union([Welcome, Request, Response, ErrorMessage]);
export type FromAgent = z.infer<typeof FromAgent>;
const FROM_AGENT_TYPES = ["welcome", "request", "response", "error"] as const;

function decodeFrame<M>(
  data: string | Buffer,
  schema: z.core.$ZodType<M>,
  types: readonly string[],
  maxBytes: number,
): Decoded<M> {
  const refuse = (message: string, id?: unknown): Decoded<M> => ({
    ok: false,
    error: { code: "bad_message", message },
    ...(typeof id === "string" ? { id } : {}),
  });
  const size = typeof data === "string" ? Buffer.byteLength(data) : data.length;
  if (size > maxBytes) return refuse(`message too large: ${size} bytes; the limit is ${maxBytes}`);
  let decoded: unknown;
  try {
    decoded = JSON.parse(typeof data === "string" ? data : data.toString("utf8"));
  } catch (error) {
    return refuse(`not JSON: ${messageOf(error)}`);
  }
  const parsed = z.safeParse(schema, decoded);
  if (parsed.success) return { ok: true, message: parsed.data };
  const { type, id } = (decoded ?? {}) as { type?: unknown; id?: unknown };
  return types.includes(type as string)
    ? refuse(`${String(type)}: ${describeIssues(parsed.error)}`, id)
    : refuse(`unknown message type ${JSON.stringify(type)}; valid: ${types.join(", ")}`, id);
}

/** Validates a frame a peer sent the agent. */
export function decodeForAgent(data: string | Buffer, maxBytes = MAX_MESSAGE_BYTES): Decoded<Inbound> {
  return decodeFrame(data, Inbound, INBOUND_TYPES, maxBytes);
}

/** Validates a frame the agent sent a peer. */
export function decodeFromAgent(data: string | Buffer, maxBytes = MAX_MESSAGE_BYTES): Decoded<FromAgent> {
  return decodeFrame(data, FromAgent, FROM_AGENT_TYPES, maxBytes);
}
