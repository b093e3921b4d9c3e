import type { Transport } from "./transport.ts";

/** One end of an in-memory pair: frames go to the other end a moment later, as a socket's would. */
class MemoryEnd implements Transport {
  onmessage?: (data: string | Buffer) => void;
  onclose?: (reason: string) => void;
  onerror?: (error: Error) => void;
  peer: MemoryEnd | undefined;
  private started = false;
  private closing = false;
  private closed = false;
  /** Frames that arrived before `start()`, as a socket holds them until it is read. */
  private readonly inbox: string[] = [];

  async start(): Promise<void> {
    this.started = true;
    for (const text of this.inbox.splice(0)) this.onmessage?.(text);
  }

  send(text: string): void {
    if (this.closing) return;
    const peer = this.peer;
    queueMicrotask(() => peer?.deliver(text));
  }

  close(code = 1000, reason = ""): void {
    if (this.closing) return;
    const line = `${code} ${reason}`.trim();
    this.shut(line);
    this.peer?.shut(line);
  }

  private deliver(text: string): void {
    if (this.closed) return;
    if (this.started) this.onmessage?.(text);
    else this.inbox.push(text);
  }

  /** Stops sending at once; tells the owner after frames already on their way have arrived. */
  private shut(reason: string): void {
    if (this.closing) return;
    this.closing = true;
    queueMicrotask(() => {
      this.closed = true;
      this.onclose?.(reason);
    });
  }
}

/** Two connected Transports for tests: what one sends the other receives; closing either closes both. */
export function createLinkedPair(): [Transport, Transport] {
  const a = new MemoryEnd();
  const b = new MemoryEnd();
  a.peer = b;
  b.peer = a;
  return [a, b];
}
