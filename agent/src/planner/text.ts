import type { Monitor } from "../geometry/index.ts";

const POLITE_START =
  /^(?:(?:hey|ok|okay)[, ]+)?(?:please |pls |can you |could you |would you |kindly |i want to |i'd like to |let's )+/;
const POLITE_END = /(?:,? please| for me| now| thanks| thank you)+$/;

/** Lower-cased, typographic quotes and spacing evened out, politeness and final punctuation dropped. */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[×]/g, "x")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[.!?]+$/, "")
    .replace(POLITE_START, "")
    .replace(POLITE_END, "")
    .trim();
}

/** The clauses of a compound command: "a and b", "a, b", "a then b". */
export function clauses(text: string): string[] {
  return text
    .split(/\s*(?:,\s*(?:and\s+|then\s+)?|;\s*|\s+and then\s+|\s+then\s+|\s+and\s+)\s*/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Integers in a list such as "1, 4 and 6", "2-5" or "3 to 5"; undefined when anything else is there. */
export function numberList(text: string): number[] | undefined {
  const range = /^(\d+)\s*(?:-|to|through|thru)\s*(\d+)$/.exec(text.trim());
  if (range) {
    const [from, to] = [Number(range[1]), Number(range[2])];
    if (to < from || to - from > 200) return undefined;
    return Array.from({ length: to - from + 1 }, (_, i) => from + i);
  }
  const parts = text.split(/\s*(?:,|and|&|\s)\s*/).filter(Boolean);
  if (parts.length === 0 || parts.some((part) => !/^\d+$/.test(part))) return undefined;
  return [...new Set(parts.map(Number))];
}

/** "main", "primary", "left", "right" as monitor words. */
export function monitorWord(word: string): Monitor | undefined {
  if (word === "main" || word === "primary") return "main";
  if (word === "left" || word === "right") return word;
  return undefined;
}
