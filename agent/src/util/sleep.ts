/** Waits `seconds` on the real clock, or until `signal` aborts (the person cancelled the run); no timer is left. */
export function realSleep(seconds: number, signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    const ended = () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", ended);
      resolve();
    };
    const timer = setTimeout(ended, seconds * 1000);
    signal?.addEventListener("abort", ended, { once: true });
  });
}
