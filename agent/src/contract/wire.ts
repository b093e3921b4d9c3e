import * as z from "zod";
import type * as Spoon from "../../../spoon/src/contract/index.ts";
import type { Same } from "./agreement.ts";

/**
 * hs.json encodes an empty Lua table as `[]`, so an empty object can arrive as an empty array. What it
 * accepts is typed as the schema's own input, which the compile-time checks compare with the Spoon's types.
 */
export const luaTable = <T extends z.core.$ZodType>(schema: T) =>
  z.preprocess((value: z.input<T>) => (Array.isArray(value) && value.length === 0 ? {} : value), schema);
const LuaObject = luaTable(z.record(z.string(), z.unknown()));

const V = z.literal(1);
const Id = z.string().min(1).max(200);

export const WireErrorCode = z.enum([
  "bad_message",
  "unknown_op",
  "bad_params",
  "op_refused",
  "op_failed",
  "timeout",
  "disconnected",
  "not_ready",
]);
export const WireError = z.object({ code: WireErrorCode, message: z.string() });

export const Hello = z.object({
  v: V,
  type: z.literal("hello"),
  role: z.literal("spoon"),
  name: z.string().min(1),
  version: z.string(),
  ops: z.array(z.string()),
});
/** A local tool (the CLI) relaying requests to the Spoon through a running agent. */
export const ClientHello = z.object({
  v: V,
  type: z.literal("hello"),
  role: z.literal("client"),
  name: z.string().min(1),
  version: z.string(),
});
export const Welcome = z.object({ v: V, type: z.literal("welcome"), agent: z.string(), session: z.string() });
export const Request = z.object({ v: V, type: z.literal("request"), id: Id, op: z.string().min(1), params: LuaObject });
export const OkResponse = z.object({
  v: V,
  type: z.literal("response"),
  id: Id,
  ok: z.literal(true),
  result: z.unknown(),
});
export const FailedResponse = z.object({
  v: V,
  type: z.literal("response"),
  id: Id,
  ok: z.literal(false),
  error: WireError,
});
export const Response = z.discriminatedUnion("ok", [OkResponse, FailedResponse]);
export const ErrorMessage = z.object({ v: V, type: z.literal("error"), id: Id.optional(), error: WireError });

/** Everything a peer may send the agent. */
export const Inbound = z.union([Hello, ClientHello, Request, Response, ErrorMessage]);
export const INBOUND_TYPES = ["hello", "request", "response", "error"] as const;

export type WireErrorCode = z.infer<typeof WireErrorCode>;
export type WireError = z.infer<typeof WireError>;
export type Hello = z.infer<typeof Hello>;
export type ClientHello = z.infer<typeof ClientHello>;
export type Welcome = z.infer<typeof Welcome>;
export type Request = z.infer<typeof Request>;
export type Response = z.infer<typeof Response>;
export type ErrorMessage = z.infer<typeof ErrorMessage>;
export type Inbound = z.infer<typeof Inbound>;
export type Outbound = Hello | ClientHello | Welcome | Request | Response | ErrorMessage;

/** Compile-time proof that these schemas and the Spoon's protocol types describe the same messages. */
const agreed: [
  Same<Hello, Spoon.HelloMessage>,
  Same<Welcome, Spoon.WelcomeMessage>,
  Same<Request, Spoon.RequestMessage>,
  Same<Response, Spoon.ResponseMessage>,
  Same<ErrorMessage, Spoon.ErrorMessage>,
  Same<WireErrorCode, Spoon.WireErrorCode>,
] = [true, true, true, true, true, true];
void agreed;

export { PROTOCOL_VERSION } from "../../../spoon/src/contract/index.ts";
