const COUNTS = "zero one two three four five six seven eight nine ten eleven twelve".split(" ");
const ORDINALS = "zeroth first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth".split(" ");

/** A whole number written in digits or as a word up to twelve ("3", "three"). */
export function countNumber(word: string): number | undefined {
  if (/^\d{1,4}$/.test(word)) return Number(word);
  const at = COUNTS.indexOf(word);
  return at > 0 ? at : undefined;
}

/** A position: "second", "2nd", "3rd", "11th". */
export function ordinalNumber(word: string): number | undefined {
  const suffixed = /^(\d{1,4})(?:st|nd|rd|th)$/.exec(word);
  if (suffixed) return Number(suffixed[1]) || undefined;
  const at = ORDINALS.indexOf(word);
  return at > 0 ? at : undefined;
}

/** Integers in a list: "1, 4 and 6", "2-5", "3 to 5", "three and four"; undefined when anything else is there. */
export function numberList(text: string): number[] | undefined {
  const range = /^(\w+)\s*(?:-|to|through|thru)\s*(\w+)$/.exec(text.trim());
  if (range) {
    const [from, to] = [countNumber(range[1]!), countNumber(range[2]!)];
    if (from === undefined || to === undefined || to < from || to - from > 200) return undefined;
    return Array.from({ length: to - from + 1 }, (_, i) => from + i);
  }
  const pieces = text.split(/\s*(?:,|\band\b|&)\s*/).filter(Boolean);
  if (pieces.length > 1 && pieces.some((piece) => /-|\bto\b/.test(piece))) {
    // "1 and 3-5": each piece a number or a range.
    const lists = pieces.map(numberList);
    return lists.some((list) => list === undefined) ? undefined : [...new Set(lists.flat() as number[])];
  }
  const parts = text
    .split(/\s*(?:,|\band\b|&|\s)\s*/)
    .filter(Boolean)
    .map(countNumber);
  if (parts.length === 0 || parts.some((part) => part === undefined)) return undefined;
  return [...new Set(parts as number[])];
}
