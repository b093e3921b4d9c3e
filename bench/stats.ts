/** Percentile of sorted samples (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** Times `fn` `count` times after `warmup` untimed runs; returns the samples in ms, sorted. */
export async function timeEach(count: number, warmup: number, fn: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  return samples.sort((a, b) => a - b);
}

export function summary(samples: number[]): { p50: number; p95: number; p99: number } {
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), p99: percentile(samples, 99) };
}

export const ms = (value: number) => `${value.toFixed(3)} ms`;
