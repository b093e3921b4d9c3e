/** Edits (a letter changed, added, dropped, or two swapped) from one word to another, ignoring case. */
export function editsBetween(a: string, b: string): number {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  const rows = Array.from({ length: x.length + 1 }, (_, i) => [i, ...Array<number>(y.length).fill(0)]);
  for (let j = 1; j <= y.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= x.length; i++)
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  return rows[x.length]![y.length]!;
}

/** Optimal string alignment distance, capped: 0, 1, or 2 meaning "more than one edit". */
export function editDistance(a: string, b: string): number {
  return Math.abs(a.length - b.length) > 1 ? 2 : Math.min(editsBetween(a, b), 2);
}

/**
 * The known name a mistyped one most likely meant, for a "did you mean" (`deney` → `deny`, `app` → `apps`): the
 * closest within a third of its length (at least 2 edits), or one that starts with it; undefined when none is close.
 */
export function nearestName(word: string, known: readonly string[]): string | undefined {
  let best: { name: string; edits: number } | undefined;
  for (const name of known) {
    const edits = editsBetween(word, name);
    if (!best || edits < best.edits) best = { name, edits };
  }
  if (!best) return undefined;
  if (best.edits <= Math.max(2, Math.floor(word.length / 3))) return best.name;
  const lower = word.toLowerCase();
  return word.length >= 3 ? known.find((name) => name.toLowerCase().startsWith(lower)) : undefined;
}
