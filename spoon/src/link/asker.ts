import type { AskAgent } from "../contract";
import type { SpoonContext } from "../runtime";
import type { AgentPeer } from "./peer";

/** How long a request waits for the link to come up (the agent starting, a reconnect) before it fails. */
const LINK_WAIT_SECONDS = 15;

const NOT_RUNNING = "the hs-claude agent is not running or not connected";

/**
 * The person's requests to the agent (command bar, menu, hs.claude): sent at once while linked; while
 * the link is down they wait for it (a command typed as the agent starts still runs), and fail after
 * LINK_WAIT_SECONDS or when the Spoon stops.
 */
export class AgentAsker {
  private waiting: { ready: (this: void) => void; fail: (this: void) => void }[] = [];

  constructor(
    private readonly ctx: SpoonContext,
    private readonly peer: (this: void) => AgentPeer | undefined,
  ) {
    ctx.onRelease(() => this.failAll());
  }

  readonly ask: AskAgent = (op, params, done, timeout) => {
    const peer = this.peer();
    if (peer?.isReady()) return peer.request(op, params, done, timeout);
    const entry = {
      ready: () => {
        settle();
        this.peer()?.request(op, params, done, timeout);
      },
      fail: () => {
        settle();
        done({ ok: false, error: { code: "not_ready", message: NOT_RUNNING } });
      },
    };
    const settle = () => {
      this.ctx.forgetTimer(timer);
      this.waiting = this.waiting.filter((other) => other !== entry);
    };
    const timer = this.ctx.keepTimer(hs.timer.doAfter(LINK_WAIT_SECONDS, entry.fail));
    this.waiting.push(entry);
  };

  /** The link came up: what waited is sent, in order. */
  linked(): void {
    for (const entry of [...this.waiting]) entry.ready();
  }

  private failAll(): void {
    for (const entry of [...this.waiting]) entry.fail();
  }
}
