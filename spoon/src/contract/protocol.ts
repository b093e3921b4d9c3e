/**
 * The wire protocol between the Spoon and the agent, as TypeScript types. The agent's zod schemas
 * (agent/src/contract/wire.ts) are checked against these at compile time, so the two cannot drift.
 */
export const PROTOCOL_VERSION = 1;

export type WireErrorCode =
  | "bad_message"
  | "unknown_op"
  | "bad_params"
  | "op_refused"
  | "op_failed"
  | "timeout"
  | "disconnected"
  | "not_ready";

export interface WireError {
  code: WireErrorCode;
  message: string;
}

export type Params = { [key: string]: unknown };

/** How a request ends for the side that sent it: its result, or a wire error (a timeout, a disconnect, a refusal). */
export type Reply<R = unknown> = { ok: true; result: R } | { ok: false; error: WireError };

/** The request header the agent takes its token in for its pages (the run history), never the URL. */
export const PAGE_TOKEN_HEADER = "X-HS-Claude-Token";

export interface HelloMessage {
  v: 1;
  type: "hello";
  role: "spoon";
  name: string;
  version: string;
  ops: string[];
}

export interface WelcomeMessage {
  v: 1;
  type: "welcome";
  agent: string;
  session: string;
}

export interface RequestMessage {
  v: 1;
  type: "request";
  id: string;
  op: string;
  params: Params;
}

export interface OkResponseMessage {
  v: 1;
  type: "response";
  id: string;
  ok: true;
  result: unknown;
}

export interface FailedResponseMessage {
  v: 1;
  type: "response";
  id: string;
  ok: false;
  error: WireError;
}

export type ResponseMessage = OkResponseMessage | FailedResponseMessage;

/** Sent in reply to input that could not be understood at all; `id` is the request's when it had one. */
export interface ErrorMessage {
  v: 1;
  type: "error";
  id?: string;
  error: WireError;
}

export type WireMessage = HelloMessage | WelcomeMessage | RequestMessage | ResponseMessage | ErrorMessage;
export type WireMessageType = WireMessage["type"];
