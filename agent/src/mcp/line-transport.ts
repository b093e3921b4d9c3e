import type { Readable, Writable } from "node:stream";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import { ErrorCode, JSONRPCMessageSchema, type JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { createLogger } from "../log/index.ts";

const log = createLogger("mcp");

/** The longest message a client may send (one line of JSON): a longer one is answered with an error, and dropped. */
export const MAX_MESSAGE_BYTES = 4 * 1024 * 1024;
/** How much of the start and the end of a message too long is kept, to find its id for the error. */
const KEPT_ENDS = 1024;

const ID = String.raw`(-?\d+|"(?:[^"\\]|\\.)*")`;
/** An id among the first members (the SDK's own order, and most others'): jsonrpc, method, then id. */
const ID_FIRST = new RegExp(
  String.raw`^\s*\{(?:\s*"(?:jsonrpc|method)"\s*:\s*"(?:[^"\\]|\\.)*"\s*,)*\s*"id"\s*:\s*${ID}`,
);
/** An id as the last member of the message itself (the SDK's client puts it last): `,"id":7}` ending the line. */
const ID_LAST = new RegExp(String.raw`[,{]\s*"id"\s*:\s*${ID}\s*\}\s*$`);

/** The id of a message too long to read whole, from its ends; undefined when it cannot be told. */
function idOf(head: string, tail: string): string | number | undefined {
  const found = ID_FIRST.exec(head)?.[1] ?? ID_LAST.exec(tail)?.[1];
  if (found === undefined) return undefined;
  try {
    return JSON.parse(found) as string | number;
  } catch {
    return undefined;
  }
}

/** A line too long: its first and its last bytes, all that is kept of it. */
type Dropped = { head: Buffer; tail: Buffer; bytes: number };

/**
 * MCP over a byte stream, one JSON message per line, each at most `maxBytes`: a longer one, a line that is no JSON
 * or no JSON-RPC message is answered with a JSON-RPC error (its id when it can be told) and the server reads on; the
 * end of the input closes the transport (the client went). The SDK's own stdio transport closes for good on a line
 * over its limit and stops reading, so its end is never seen.
 */
export class LineTransport implements Transport {
  onmessage?: (message: JSONRPCMessage) => void;
  onclose?: () => void;
  onerror?: (error: Error) => void;
  #chunks: Buffer[] = [];
  #bytes = 0;
  #dropped: Dropped | undefined;
  #closed = false;

  constructor(
    private readonly input: Readable,
    private readonly output: Writable,
    private readonly maxBytes = MAX_MESSAGE_BYTES,
  ) {}

  async start(): Promise<void> {
    this.input.on("data", this.#read);
    this.input.on("error", this.#failed);
    this.input.once("end", this.#ended);
    this.input.once("close", this.#ended);
  }

  async send(message: JSONRPCMessage): Promise<void> {
    if (this.#closed) return;
    const line = `${JSON.stringify(message)}\n`;
    if (this.output.write(line)) return;
    await new Promise<void>((resolve) => this.output.once("drain", resolve));
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    this.input.off("data", this.#read);
    this.input.off("error", this.#failed);
    this.#chunks = [];
    this.onclose?.();
  }

  readonly #ended = () => void this.close();
  readonly #failed = (error: Error) => this.onerror?.(error);

  readonly #read = (chunk: Buffer | string) => {
    const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
    let start = 0;
    for (;;) {
      const end = bytes.indexOf(10, start);
      this.#take(bytes.subarray(start, end === -1 ? bytes.length : end));
      if (end === -1) return;
      this.#lineEnded();
      start = end + 1;
    }
  };

  /** A piece of the line under way: kept, or (once the line is too long) only its last bytes. */
  #take(piece: Buffer): void {
    const dropped = this.#dropped;
    if (dropped) {
      dropped.bytes += piece.length;
      dropped.tail = Buffer.concat([dropped.tail, piece.subarray(-KEPT_ENDS)]).subarray(-KEPT_ENDS);
      return;
    }
    if (this.#bytes + piece.length <= this.maxBytes) {
      this.#chunks.push(piece);
      this.#bytes += piece.length;
      return;
    }
    const head = Buffer.concat([...this.#chunks, piece.subarray(0, KEPT_ENDS)]).subarray(0, KEPT_ENDS);
    this.#dropped = { head, tail: piece.subarray(-KEPT_ENDS), bytes: this.#bytes + piece.length };
    this.#chunks = [];
    this.#bytes = 0;
  }

  #lineEnded(): void {
    const dropped = this.#dropped;
    const line = Buffer.concat(this.#chunks).toString("utf8").replace(/\r$/, "");
    [this.#chunks, this.#bytes, this.#dropped] = [[], 0, undefined];
    if (dropped) {
      const why = `message of ${dropped.bytes} bytes is over the limit of ${this.maxBytes} bytes: it was not read`;
      log.warn("a message too long was dropped", { bytes: dropped.bytes });
      return this.#answer(
        idOf(dropped.head.toString("utf8"), dropped.tail.toString("utf8")),
        ErrorCode.InvalidRequest,
        why,
      );
    }
    if (line.trim() === "") return;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch (error) {
      return this.#answer(undefined, ErrorCode.ParseError, `not JSON: ${(error as Error).message}`);
    }
    const message = JSONRPCMessageSchema.safeParse(json);
    if (message.success) return this.onmessage?.(message.data);
    const id = (json as { id?: unknown } | null)?.id;
    const known = typeof id === "string" || typeof id === "number" ? id : undefined;
    this.#answer(known, ErrorCode.InvalidRequest, "not a JSON-RPC 2.0 request, notification or response");
  }

  /** An error for a message that could not be read: to its id, or to none when it could not be told. */
  #answer(id: string | number | undefined, code: ErrorCode, message: string): void {
    const error = { jsonrpc: "2.0" as const, ...(id === undefined ? {} : { id }), error: { code, message } };
    this.send(error as JSONRPCMessage).catch((failed: unknown) => this.onerror?.(failed as Error));
  }
}
