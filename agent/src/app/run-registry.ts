import { randomUUID } from "node:crypto";

/** A run under way: its id, and whether it was told to stop (it stops before its next step). */
export interface Running {
  readonly id: string;
  cancelled(): boolean;
  /** Aborted once the run is told to stop: a call to Claude under way ends at once. */
  readonly signal: AbortSignal;
  /** Tells this run to stop (its client went away). */
  cancel(): void;
}

/** A run under way as the registry keeps it: told to stop once, by a flag and by its signal. */
class Entry {
  readonly stopped = new AbortController();
  constructor(readonly id: string) {}
  get cancelled(): boolean {
    return this.stopped.signal.aborted;
  }
  cancel(): void {
    this.stopped.abort();
  }
}

/**
 * The runs under way in this agent, whoever started them (a client, the command bar, the Lua API): the one place a
 * run is told to stop, by its id (a client's Ctrl-C) or all at once (the Spoon's cancel hotkey).
 */
export class RunRegistry {
  private readonly running = new Set<Entry>();

  /** Runs `work` as the run `id` (a client's name for it; else a fresh one), told to stop by `cancel` while it runs. */
  async track<T>(id: string | undefined, work: (run: Running) => Promise<T>): Promise<T> {
    const entry = new Entry(id ?? randomUUID());
    this.running.add(entry);
    try {
      return await work({
        id: entry.id,
        cancelled: () => entry.cancelled,
        signal: entry.stopped.signal,
        cancel: () => entry.cancel(),
      });
    } finally {
      this.running.delete(entry);
    }
  }

  /** Tells the run `id` to stop; false when no run of that id is under way. */
  cancel(id: string): boolean {
    const named = [...this.running].filter((entry) => entry.id === id);
    for (const entry of named) entry.cancel();
    return named.length > 0;
  }

  /** Tells every run under way to stop; how many were told. */
  cancelAll(): number {
    for (const entry of this.running) entry.cancel();
    return this.running.size;
  }
}
