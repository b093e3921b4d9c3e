/** Longer than any reason a person reads on one line: a body past it is cut. */
export const REASON_LIMIT = 200;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/** An HTML page as the words it shows: no scripts or styles, no tags, its few usual entities decoded. */
const pageText = (html: string) =>
  html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!);

/**
 * Why an API call failed, short and plain, from the SDK's message ("501 <!DOCTYPE HTML>..." when a proxy or a
 * gateway answered with a page): the status it starts with dropped, an HTML page's title (else its text) in place
 * of the page, on one line, at most REASON_LIMIT characters.
 */
export function shortReason(message: string, status?: number): string {
  const body = status !== undefined && message.startsWith(`${status} `) ? message.slice(`${status} `.length) : message;
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(body)?.[1];
  const html = title !== undefined || /<(!doctype|html|body|head|h1|p|div)\b/i.test(body);
  const text = (title !== undefined ? pageText(title) : html ? pageText(body) : body).replace(/\s+/g, " ").trim();
  return text.length > REASON_LIMIT ? `${text.slice(0, REASON_LIMIT - 1)}…` : text || "no reason given";
}
