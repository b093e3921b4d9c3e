/** How many request ids the Spoon remembers, so a repeated request is answered, never executed again. */
export const REMEMBERED_REQUESTS = 256;
/** Replies longer than this (big snapshots) are not kept: a repeat of one is told to ask again. */
export const REMEMBERED_REPLY_BYTES = 64 * 1024;

type Entry = { state: "running" } | { state: "done"; reply?: string };

/** The replies to the most recent requests, by request id, oldest forgotten first. */
export class RecentReplies {
  private readonly entries = new LuaMap<string, Entry>();
  private readonly order: string[] = [];

  constructor(private readonly capacity: number = REMEMBERED_REQUESTS) {}

  /** Marks a request as running; returns the earlier entry when this id was seen before. */
  claim(id: string): Entry | undefined {
    const earlier = this.entries.get(id);
    if (earlier !== undefined) return earlier;
    this.entries.set(id, { state: "running" });
    this.order.push(id);
    if (this.order.length > this.capacity) this.entries.delete(this.order.shift()!);
    return undefined;
  }

  finish(id: string, reply: string): void {
    if (this.entries.has(id))
      this.entries.set(id, { state: "done", reply: reply.length <= REMEMBERED_REPLY_BYTES ? reply : undefined });
  }
}
