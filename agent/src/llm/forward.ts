import type Anthropic from "@anthropic-ai/sdk";
import type { ForwardedMessage } from "../contract/index.ts";
import { ApiError } from "../errors/index.ts";
import { createClient, modelFor } from "./client.ts";
import { messageFrom } from "./messages.ts";

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
