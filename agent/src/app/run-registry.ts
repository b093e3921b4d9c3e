import { randomUUID } from "node:crypto";

/** A run under way: its id, and whether it was told to stop (it stops before its next step). */
export interface Running {
  readonly id: string;
  cancelled(): boolean;
  /** Tells this run to stop (its client went away). */
  cancel(): void;
}

/**
 * The runs under way in this agent, whoever started them (a client, the command bar, the Lua API): the one place a
 * run is told to stop, by its id (a client's Ctrl-C) or all at once (the Spoon's cancel hotkey).
 */
export class RunRegistry {
  private readonly running = new Set<{ id: string; cancelled: boolean }>();

  /** Runs `work` as the run `id` (a client's name for it; else a fresh one), told to stop by `cancel` while it runs. */
  async track<T>(id: string | undefined, work: (run: Running) => Promise<T>): Promise<T> {
    const entry = { id: id ?? randomUUID(), cancelled: false };
    this.running.add(entry);
    try {
      return await work({
        id: entry.id,
        cancelled: () => entry.cancelled,
        cancel: () => void (entry.cancelled = true),
      });
    } finally {
      this.running.delete(entry);
    }
  }

  /** Tells the run `id` to stop; false when no run of that id is under way. */
  cancel(id: string): boolean {
    const named = [...this.running].filter((entry) => entry.id === id);
    for (const entry of named) entry.cancelled = true;
    return named.length > 0;
  }

  /** Tells every run under way to stop; how many were told. */
  cancelAll(): number {
    for (const entry of this.running) entry.cancelled = true;
    return this.running.size;
  }
}
