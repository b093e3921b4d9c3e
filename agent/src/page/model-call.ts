import type Anthropic from "@anthropic-ai/sdk";
import { addReply, type Usage } from "../cost/index.ts";
import { messageFrom } from "../llm/index.ts";

/** A model to call: the client, the model's name, and the usage each call adds to. */
export interface PageModel {
  client: Anthropic;
  name: string;
  usage: Usage;
  /** Aborted once the person cancelled the run: a call under way ends at once, as an ApiError "cancelled". */
  signal?: AbortSignal;
}

/** One Messages call of one user turn, its answer forced through the tools offered; its tokens added to the usage. */
export async function forcedToolCall(
  model: PageModel,
  request: {
    system: string;
    tools: Anthropic.Tool[];
    toolChoice: Anthropic.ToolChoice;
    content: Anthropic.ContentBlockParam[];
    maxTokens: number;
  },
): Promise<Anthropic.Message> {
  const { client, name, usage, signal } = model;
  const message = await messageFrom(
    client,
    client.messages.create(
      {
        model: name,
        max_tokens: request.maxTokens,
        system: request.system,
        tools: request.tools,
        tool_choice: request.toolChoice,
        messages: [{ role: "user", content: request.content }],
      },
      { signal },
    ),
    signal,
  );
  addReply(usage, name, message.usage);
  return message;
}
