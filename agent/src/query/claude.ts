import type Anthropic from "@anthropic-ai/sdk";
import type { Snapshot } from "../contract/index.ts";
import { modelContext } from "../registry/index.ts";
import { ApiError } from "../errors/index.ts";
import { messageFrom, untrusted, withUntrustedRule } from "../llm/index.ts";
import { modelText } from "../util/index.ts";
import type { QueryMemory } from "./memory.ts";

export const QUERY_MAX_TOKENS = 512;
const SYSTEM = withUntrustedRule(modelText(new URL("./query-system.txt", import.meta.url)));

/** One Claude call that answers a question about the desktop; recent questions come along for follow-ups. */
export async function answerWithClaude(
  question: string,
  snapshot: Snapshot,
  memory: QueryMemory,
  client: Anthropic,
  model: string,
): Promise<string> {
  const seen = snapshot.tabs.filter((t) => t.firstSeen).map((t) => `${t.index}: first seen ${t.firstSeen}`);
  const earlier = memory.recent().map((e) => `Q: ${e.question}\nA: ${e.answer}`);
  const firstSeen = seen.length ? `Tab first-seen times:\n${seen.join("\n")}` : "";
  const text = [
    untrusted("desktop", [modelContext(snapshot), firstSeen].filter(Boolean).join("\n")),
    earlier.length ? `<earlier>\n${earlier.join("\n")}\n</earlier>` : "",
    `Question: ${question}`,
  ]
    .filter(Boolean)
    .join("\n\n");
  const message = await messageFrom(
    client,
    client.messages.create({
      model,
      max_tokens: QUERY_MAX_TOKENS,
      system: [{ type: "text", text: SYSTEM, cache_control: { type: "ephemeral" } }],
      messages: [{ role: "user", content: [{ type: "text", text }] }],
    }),
  );
  if (message.stop_reason === "refusal") throw new ApiError("Claude declined to answer");
  const answer = message.content
    .filter((b) => b.type === "text")
    .map((b) => (b as { text: string }).text)
    .join("")
    .trim();
  if (!answer) throw new ApiError("Claude gave no answer");
  return message.stop_reason === "max_tokens" ? `${answer}…` : answer;
}
