import { once } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A message as the Messages API returns it; tests script these. */
/** The model's answer that plans `commands` through the plan tool, or asks when `clarification` is given. */
export const submittedPlan = (commands: object[], clarification: string | null = null): ScriptedMessage => ({
  content: [
    {
      type: "tool_use" as const,
      id: "toolu_1",
      name: "submit_plan",
      input: { commands, needs_clarification: clarification !== null, clarification_reason: clarification },
    },
  ],
  stop_reason: "tool_use" as const,
});

export interface ScriptedMessage {
  content: ({ type: "text"; text: string } | { type: "tool_use"; id: string; name: string; input: unknown })[];
  stop_reason?: "end_turn" | "max_tokens" | "tool_use" | "refusal" | "stop_sequence";
  usage?: Partial<
    Record<"input_tokens" | "output_tokens" | "cache_creation_input_tokens" | "cache_read_input_tokens", number>
  >;
}

/** An HTTP error reply: status, the API's error type and message, and headers such as retry-after-ms. */
export interface ScriptedError {
  status: number;
  type: string;
  message: string;
  headers?: Record<string, string>;
}

/**
 * A 200 answer that is not a Messages response, as a broken proxy or gateway gives: `body` sent as
 * `contentType`, or only its first half, the connection then cut (`cut`).
 */
export interface ScriptedRaw {
  raw: { contentType: string; body: string; cut?: boolean };
}

export type Scripted = ScriptedMessage | ScriptedError | ScriptedRaw;
/** A reply worked out from the request it answers (a model that reads the image it was sent). */
export type ScriptedFrom = (body: Record<string, any>) => Scripted | Promise<Scripted>;

export interface RecordedRequest {
  headers: IncomingMessage["headers"];
  body: Record<string, any>;
}

const isError = (reply: Scripted): reply is ScriptedError => "status" in reply;
const isRaw = (reply: Scripted): reply is ScriptedRaw => "raw" in reply;

/** Bodies that are not Messages responses, each as a server got wrong might answer a request. */
export const NOT_MESSAGES = {
  "malformed JSON": { raw: { contentType: "application/json", body: '{"id": "msg_1", "content": [{"type": ' } },
  "a body cut off mid-way": {
    raw: { contentType: "application/json", body: '{"id":"msg_1","type":"message","content":[]}', cut: true },
  },
  "an HTML page": { raw: { contentType: "text/html", body: "<html><body><h1>502 Bad Gateway</h1></body></html>" } },
  "an event stream with a malformed event": {
    raw: { contentType: "text/event-stream", body: 'event: message_start\ndata: {"type": "message_start", \n\n' },
  },
  "JSON that is no message": { raw: { contentType: "application/json", body: '{"hello": "world"}' } },
  "a message nested 5000 deep": {
    raw: {
      contentType: "application/json",
      body:
        '{"id":"msg_1","type":"message","role":"assistant","model":"m","stop_reason":"tool_use","stop_sequence":null,' +
        '"usage":{"input_tokens":100,"output_tokens":20},' +
        '"content":[{"type":"tool_use","id":"toolu_1","name":"submit_plan",' +
        `"input":{"deep":${"[".repeat(5000)}${"]".repeat(5000)}}}]}`,
    },
  },
} satisfies Record<string, ScriptedRaw>;

/** The members of computer_toolset_20260801: each is called by its own name (SDK COMPUTER_MEMBER_NAME_VALUES). */
const COMPUTER_MEMBERS = [
  "key",
  "hold_key",
  "type",
  "cursor_position",
  "mouse_move",
  "left_mouse_down",
  "left_mouse_up",
  "left_click",
  "left_click_drag",
  "right_click",
  "middle_click",
  "double_click",
  "triple_click",
  "scroll",
  "wait",
  "screenshot",
  "zoom",
];

/**
 * A scripted tool call the request did not offer (a model calls only what it is given: a toolset's
 * members by their own names, a single tool by its name), as the test's mistake; undefined when fine.
 */
function unofferedTool(reply: ScriptedMessage, tools: { type?: string; name?: string }[] | undefined) {
  const offered = (tools ?? []).flatMap((tool) =>
    tool.name ? [tool.name] : tool.type === "computer_toolset_20260801" ? COMPUTER_MEMBERS : [],
  );
  const called = reply.content.flatMap((block) => (block.type === "tool_use" ? [block.name] : []));
  const wrong = called.find((name) => !offered.includes(name));
  return (
    wrong && `the script calls ${wrong}, which the request did not offer (offered: ${offered.join(", ") || "none"})`
  );
}

/**
 * A local server speaking the Messages API wire format: POST /v1/messages,
 * JSON or server-sent events, errors with their bodies and request ids, `Authorization: Bearer` or
 * `x-api-key`. It answers from a script, in order, and records every request.
 */
export class MessagesServer {
  readonly requests: RecordedRequest[] = [];
  private readonly script: (Scripted | ScriptedFrom)[] = [];
  private nextId = 1;

  private constructor(
    private readonly http: Server,
    readonly apiKey: string,
  ) {}

  static async start(apiKey = "sk-test-key"): Promise<MessagesServer> {
    const http = createServer();
    const server = new MessagesServer(http, apiKey);
    http.on("request", (req, res) => void server.handle(req, res));
    http.listen(0, "127.0.0.1");
    await once(http, "listening");
    return server;
  }

  /** The base URL to give the SDK (ANTHROPIC_BASE_URL), without /v1. */
  get url(): string {
    return `http://127.0.0.1:${(this.http.address() as AddressInfo).port}`;
  }

  reply(...replies: (Scripted | ScriptedFrom)[]): this {
    this.script.push(...replies);
    return this;
  }

  /** Drops the replies no request used (a test that stopped a run early). */
  forget(): void {
    this.script.length = 0;
  }

  get pending(): number {
    return this.script.length;
  }

  async close(): Promise<void> {
    this.http.closeAllConnections();
    await new Promise((resolve) => this.http.close(resolve));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const requestId = `req_test_${this.nextId++}`;
    if (req.method !== "POST" || req.url?.split("?")[0] !== "/v1/messages")
      return this.error(res, requestId, {
        status: 404,
        type: "not_found_error",
        message: `${req.method} ${req.url} not found`,
      });
    const key = req.headers["x-api-key"] ?? req.headers.authorization?.replace(/^Bearer /, "");
    const body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
    this.requests.push({ headers: req.headers, body });
    if (key !== this.apiKey)
      return this.error(res, requestId, { status: 401, type: "authentication_error", message: "invalid x-api-key" });
    const scripted = this.script.shift() ?? {
      status: 500,
      type: "api_error",
      message: "the test scripted no reply for this request",
    };
    const next = typeof scripted === "function" ? await scripted(body) : scripted;
    if (isError(next)) return this.error(res, requestId, next);
    if (isRaw(next)) return this.raw(res, requestId, next.raw);
    const unoffered = unofferedTool(next, body.tools);
    if (unoffered) return this.error(res, requestId, { status: 500, type: "api_error", message: unoffered });
    const message = this.message(next, body.model);
    if (body.stream === true) return this.stream(res, requestId, message);
    res.writeHead(200, { "content-type": "application/json", "request-id": requestId }).end(JSON.stringify(message));
  }

  private message(scripted: ScriptedMessage, model: string) {
    const usage = {
      input_tokens: 100,
      output_tokens: 20,
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 0,
      ...scripted.usage,
    };
    const stop =
      scripted.stop_reason ?? (scripted.content.some((b) => b.type === "tool_use") ? "tool_use" : "end_turn");
    return {
      id: `msg_test_${this.nextId}`,
      type: "message",
      role: "assistant",
      model,
      content: scripted.content,
      stop_reason: stop,
      stop_sequence: null,
      usage,
    };
  }

  /** A 200 with any body; a cut one announces its whole length, sends half and closes the connection. */
  private raw(res: ServerResponse, requestId: string, raw: ScriptedRaw["raw"]): void {
    const whole = Buffer.from(raw.body, "utf8");
    const headers = { "content-type": raw.contentType, "request-id": requestId, "content-length": whole.length };
    res.writeHead(200, headers);
    if (!raw.cut) return void res.end(whole);
    res.write(whole.subarray(0, Math.floor(whole.length / 2)), () => res.socket?.destroy());
  }

  private error(res: ServerResponse, requestId: string, error: ScriptedError): void {
    res.writeHead(error.status, { "content-type": "application/json", "request-id": requestId, ...error.headers });
    res.end(
      JSON.stringify({ type: "error", error: { type: error.type, message: error.message }, request_id: requestId }),
    );
  }

  /** A streamed reply, message_start to message_stop: text and tool input each in two deltas, a ping between. */
  private stream(res: ServerResponse, requestId: string, message: ReturnType<MessagesServer["message"]>): void {
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", "request-id": requestId });
    const send = (event: string, data: unknown) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    send("message_start", {
      type: "message_start",
      message: { ...message, content: [], stop_reason: null, usage: { ...message.usage, output_tokens: 1 } },
    });
    message.content.forEach((block, index) => {
      const start = block.type === "tool_use" ? { ...block, input: {} } : { type: "text", text: "" };
      send("content_block_start", { type: "content_block_start", index, content_block: start });
      const whole = block.type === "tool_use" ? JSON.stringify(block.input) : block.text;
      const halves = [whole.slice(0, Math.floor(whole.length / 2)), whole.slice(Math.floor(whole.length / 2))];
      for (const [i, part] of halves.entries()) {
        const delta =
          block.type === "tool_use"
            ? { type: "input_json_delta", partial_json: part }
            : { type: "text_delta", text: part };
        send("content_block_delta", { type: "content_block_delta", index, delta });
        if (i === 0) send("ping", { type: "ping" });
      }
      send("content_block_stop", { type: "content_block_stop", index });
    });
    send("message_delta", {
      type: "message_delta",
      delta: { stop_reason: message.stop_reason, stop_sequence: null },
      usage: { output_tokens: message.usage.output_tokens },
    });
    send("message_stop", { type: "message_stop" });
    res.end();
  }
}
