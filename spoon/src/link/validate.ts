import {
  PROTOCOL_VERSION,
  type Params,
  type RequestMessage,
  type ResponseMessage,
  type WelcomeMessage,
  type WireError,
} from "../contract";

/** What the agent may send the Spoon. */
export type InboundMessage =
  | WelcomeMessage
  | RequestMessage
  | ResponseMessage
  | { v: 1; type: "error"; id?: string; error: WireError };

export type Validated = { ok: true; message: InboundMessage } | { ok: false; reason: string; id?: string };

const INBOUND_TYPES = "welcome, request, response, error";
const ERROR_CODES: { [code: string]: true } = {
  bad_message: true,
  unknown_op: true,
  bad_params: true,
  op_refused: true,
  op_failed: true,
  timeout: true,
  disconnected: true,
  not_ready: true,
};

type Table = { [key: string]: unknown };

function isTable(value: unknown): value is Table {
  return type(value) === "table";
}

function isText(value: unknown): value is string {
  return type(value) === "string" && (value as string) !== "";
}

function checkError(value: unknown): string | undefined {
  if (!isTable(value)) return "error must be an object with code and message";
  if (!isText(value.code) || ERROR_CODES[value.code] === undefined) return "error.code is not a known code";
  if (type(value.message) !== "string") return "error.message must be a string";
  return undefined;
}

function checkFields(message: Table): string | undefined {
  switch (message.type) {
    case "welcome":
      return isText(message.agent) && isText(message.session) ? undefined : "welcome needs agent and session strings";
    case "request":
      if (!isText(message.op)) return "request needs an op string";
      return message.params === undefined || isTable(message.params) ? undefined : "request params must be an object";
    case "response":
      // Every request the Spoon sends is answered with an object (its fields): its callbacks index it.
      if (message.ok === true) return isTable(message.result) ? undefined : "response result must be an object";
      if (message.ok === false) return checkError(message.error);
      return "response needs ok = true or false";
    case "error":
      return checkError(message.error);
    default:
      return `unknown message type ${tostring(message.type)}; valid types: ${INBOUND_TYPES}`;
  }
}

/** Checks a decoded JSON value against the inbound half of the protocol; never throws. */
export function validateInbound(decoded: unknown): Validated {
  if (!isTable(decoded)) return { ok: false, reason: "message must be a JSON object" };
  const id = isText(decoded.id) ? decoded.id : undefined;
  if (decoded.v === undefined)
    return { ok: false, id, reason: `message has no protocol version (v); this Spoon speaks ${PROTOCOL_VERSION}` };
  if (decoded.v !== PROTOCOL_VERSION) {
    return {
      ok: false,
      id,
      reason: `unsupported protocol version ${tostring(decoded.v)}; this Spoon speaks ${PROTOCOL_VERSION}`,
    };
  }
  if ((decoded.type === "request" || decoded.type === "response") && id === undefined) {
    return { ok: false, reason: `${decoded.type} needs an id string` };
  }
  const problem = checkFields(decoded);
  if (problem !== undefined) return { ok: false, id, reason: problem };
  if (decoded.type === "request" && decoded.params === undefined) decoded.params = {} as Params;
  return { ok: true, message: decoded as unknown as InboundMessage };
}
