// A note's HTML body as Notes reads it: its text, its first line (the note's `name`), and the body a note is made
// with. On a Mac the title is the body's first line (jheddings/notes2notion#6: "the title of the note is being
// duplicated as an H1 tag in the note body"); `name` is "normally the first line of the body" (Notes.sdef).

/** HTML as the text Notes shows: a div, list item, heading or br is a line, entities are their characters. */
export function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(?:div|li|h[1-6])>\s*(?:<\/[uo]l>)?\s*(?=<(?:div|li|h[1-6]|[uo]l)\b)/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

export const escaped = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The note's title: its body's first line. */
export const titleOf = (html: string): string => plainText(html).split("\n")[0] ?? "";

/** The body's text after its title line. */
export const withoutTitle = (html: string): string => plainText(html).split("\n").slice(1).join("\n");

/** The title as Notes styles a note's first line when a script names the note: a heading. */
export const titleLine = (title: string): string => `<div><h1>${escaped(title)}</h1></div>`;

/**
 * A seeded note's body: HTML given as it is (it starts with "<") when its first line is the title (any case), text
 * a div whose lines are lines, or with `checklist` a list of its lines, which is how a Mac reads a checklist out;
 * the title line first.
 */
export function bodyWithTitle(title: string, body: unknown, checklist: boolean): string {
  const text = typeof body === "string" ? body : "";
  if (text.startsWith("<") && titleOf(text).toLowerCase() === title.toLowerCase()) return text;
  if (text.startsWith("<")) return `${titleLine(title)}${text}`;
  const lines = text.split("\n").map(escaped);
  const rest = checklist
    ? `<ul>${lines.map((line) => `<li>${line}</li>`).join("")}</ul>`
    : `<div>${lines.join("<br>")}</div>`;
  return `${titleLine(title)}${rest}`;
}
