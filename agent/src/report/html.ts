import { plainText } from "../util/index.ts";

/** Text from the run (commands, page titles, what the model said) is data: never markup, never a control character. */
export function escapeHtml(text: unknown): string {
  return plainText(String(text ?? ""))
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** An element: attribute values escaped; children are markup already (escape text with escapeHtml). */
export function el(tag: string, attributes: Record<string, string | number>, ...children: string[]): string {
  const attrs = Object.entries(attributes).map(([name, value]) => ` ${name}="${escapeHtml(value)}"`);
  return `<${tag}${attrs.join("")}>${children.join("")}</${tag}>`;
}

/** A table row of cells (markup). */
export const row = (attributes: Record<string, string>, cells: string[], cell = "td") =>
  el("tr", attributes, ...cells.map((content) => el(cell, {}, content)));

/** A whole page: the one stylesheet inline, nothing loaded from elsewhere (the CSP says so too). */
export function page(title: string, style: string, body: string): string {
  const csp = "default-src 'none'; img-src data:; style-src 'unsafe-inline'";
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<title>${escapeHtml(title)}</title><style>${style}</style></head>
<body>${body}</body></html>
`;
}
