import type Anthropic from "@anthropic-ai/sdk";
import * as z from "zod";
import { ApiError } from "../errors/index.ts";
import { nestsDeeperThan } from "../util/index.ts";
import { apiErrorFrom, shownBaseUrl } from "./client.ts";

/** A message nests about 6 levels (a tool call's input included); far deeper would overflow whatever walks it. */
const MAX_MESSAGE_DEPTH = 64;

/** What every Messages response has, and what the agent reads of it. */
const MessageShape = z.looseObject({
  type: z.literal("message"),
  content: z.array(z.looseObject({ type: z.string() })),
  stop_reason: z.string().nullable(),
  usage: z.looseObject({ input_tokens: z.number(), output_tokens: z.number() }),
});

/** A call its run's signal stopped (the person cancelled): the answer was not waited for. */
export const CANCELLED_WAITING = "cancelled while waiting for Claude's answer: nothing more was done";

/** A call under way, as the SDK's `messages.create` returns it. */
interface Pending<T> {
  withResponse(): Promise<{ data: T; response: Response }>;
}

const notAMessage = (client: Anthropic, what: string) =>
  new ApiError(
    `Claude's API at ${shownBaseUrl(client.baseURL)} answered with ${what} that is not a Messages response: ` +
      "check ANTHROPIC_BASE_URL (a proxy in the way?), or try again",
  );

/** A body the SDK could not read: malformed JSON, or a connection cut before the body ended (undici's "terminated"). */
function unreadable(error: unknown): string | undefined {
  if (error instanceof SyntaxError) return "malformed JSON";
  if (error instanceof TypeError && error.message === "terminated") return "a body cut off mid-way";
  return undefined;
}

/** The body a 200 brought, named by its content type when it is not JSON (the SDK hands such a body over as text). */
function bodyKind(data: unknown, response: Response): string {
  if (data === undefined || data === null || data === "") return "an empty body";
  if (typeof data === "string") return `a ${response.headers.get("content-type")?.split(";")[0] ?? "text"} body`;
  return "JSON";
}

/**
 * One Messages API call made with `client`: its answer, checked to be a message; an SDK error or an
 * answer that is not a message (malformed JSON, cut off, an HTML page, nested thousands deep) is an ApiError
 * naming the base URL. A call `signal` stopped is an ApiError of type "cancelled" (pass the signal given the SDK).
 */
export async function messageFrom<T>(client: Anthropic, call: Pending<T>, signal?: AbortSignal): Promise<T> {
  let answered: { data: T; response: Response };
  try {
    answered = await call.withResponse();
  } catch (error) {
    if (signal?.aborted) throw new ApiError(CANCELLED_WAITING, { cause: error }, "cancelled");
    const what = unreadable(error);
    throw what ? notAMessage(client, what) : await apiErrorFrom(error);
  }
  const { data, response } = answered;
  if (nestsDeeperThan(data, MAX_MESSAGE_DEPTH))
    throw notAMessage(client, `JSON nested deeper than ${MAX_MESSAGE_DEPTH} levels`);
  if (!MessageShape.safeParse(data).success) throw notAMessage(client, bodyKind(data, response));
  return data;
}
