import type Anthropic from "@anthropic-ai/sdk";

type Message = Anthropic.Beta.BetaMessageParam;
type Block = Anthropic.Beta.BetaContentBlockParam;
type Inner = { type: string };

const blocksOf = (message: Message): Block[] | undefined =>
  Array.isArray(message.content) ? (message.content as Block[]) : undefined;

const isImage = (block: Block) => block.type === "image";

/** Blocks with the images of a tool result counted too. */
function imagesIn(block: Block): number {
  if (isImage(block)) return 1;
  if (block.type === "tool_result" && Array.isArray(block.content))
    return block.content.filter((b) => b.type === "image").length;
  return 0;
}

function withoutImages(block: Block): Block {
  const note = { type: "text" as const, text: "[an earlier screenshot, no longer shown]" };
  if (isImage(block)) return note;
  if (block.type === "tool_result" && Array.isArray(block.content))
    return { ...block, content: (block.content as Inner[]).map((b) => (b.type === "image" ? note : b)) } as Block;
  return block;
}

/**
 * The history as sent: only the last `keep` screenshots stay images; older ones become a short note,
 * so a request never holds more than `keep` images and old pixels are not paid for again.
 */
export function keepLastImages(messages: Message[], keep: number): Message[] {
  let seen = 0;
  const out: Message[] = [];
  for (const message of [...messages].reverse()) {
    const content = blocksOf(message);
    if (!content) {
      out.push(message);
      continue;
    }
    const blocks = [...content].reverse().map((block) => {
      const images = imagesIn(block);
      if (images === 0) return block;
      seen += images;
      return seen > keep ? withoutImages(block) : block;
    });
    out.push({ ...message, content: blocks.reverse() } as Message);
  }
  return out.reverse();
}

/** The count of image blocks in what would be sent. */
export function imageCount(messages: Message[]): number {
  return messages.reduce((sum, m) => sum + (blocksOf(m) ?? []).reduce((n, b) => n + imagesIn(b), 0), 0);
}
