/**
 * Whether a parsed JSON value nests arrays and objects more than `limit` deep. It walks with a list of its own,
 * never the call stack, so a value nested thousands deep is measured, not a stack overflow.
 */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [inner, depth] = pending.pop()!;
    if (typeof inner !== "object" || inner === null) continue;
    if (depth >= limit) return true;
    for (const child of Object.values(inner)) pending.push([child, depth + 1]);
  }
  return false;
}
