import type Anthropic from "@anthropic-ai/sdk";
import * as z from "zod";
import { ApiError } from "../errors/index.ts";
import { createClient, modelFor } from "./client.ts";
import { messageFrom } from "./messages.ts";

const TextOrBlocks = z.union([
  z.string().min(1, "text must not be empty"),
  z.array(z.looseObject({ type: z.string().min(1) })).min(1, "give at least one content block"),
]);

/**
 * What `hs.claude.api.message(params, cb)` may send (seed 004): the Messages API's own fields, checked
 * before anything leaves this machine. The model defaults to the agent's; max_tokens to 1024.
 */
export const ForwardedMessage = z.strictObject({
  model: z.string().min(1).optional(),
  max_tokens: z.number().int().min(1).max(64_000).default(1024),
  system: z.string().optional(),
  temperature: z.number().min(0).max(1).optional(),
  messages: z
    .array(z.strictObject({ role: z.enum(["user", "assistant"]), content: TextOrBlocks }))
    .min(1, "give at least one message"),
});
export type ForwardedMessage = z.infer<typeof ForwardedMessage>;

const NO_KEY =
  "no Anthropic API key: set ANTHROPIC_API_KEY for the agent, run `hs-claude key set` on the Mac, " +
  "or call hs.claude.configure({ apiKey = ... })";

/** Sends one request to the Messages API for a Lua caller and answers the response as the API gave it. */
export async function forwardMessage(params: ForwardedMessage, env: NodeJS.ProcessEnv): Promise<unknown> {
  const client = await createClient(env);
  if (!client) throw new ApiError(NO_KEY);
  // Content blocks are checked by the API itself, which answers 400 naming the field.
  const messages = params.messages as Anthropic.MessageParam[];
  const model = params.model ?? modelFor("query", env);
  return messageFrom(client, client.messages.create({ ...params, messages, model, stream: false }));
}
