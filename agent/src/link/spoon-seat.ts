import { Disconnected, LinkTimeout, messageOf } from "../errors/index.ts";
import { createLogger } from "../log/index.ts";
import type { SpoonConnection } from "./spoon-connection.ts";

/**
 * How long the Spoon holding the role has to answer a ping when another hello claims it. Its accessibility calls
 * are synchronous and wait up to about 6 s on each app that hangs (macOS's messaging timeout): a busy Spoon answers
 * within this; a half-open socket (a reload that left it) never does.
 */
export const SPOON_PING_MS = 15_000;
/** Pings a Spoon gets while it keeps answering other requests meanwhile (busy, not gone), before it gives way. */
const SPOON_PINGS = 4;
const REFUSED =
  "another Spoon is connected to this agent and answers: only one Spoon may work with it " +
  "(is a second Hammerspoon running, or another program using the token?)";
const log = createLogger("link.spoon");

/** A peer that said hello as the Spoon, waiting to hear whether it takes the role. */
export interface SpoonClaim {
  readonly spoon: SpoonConnection;
  /** Welcomes it and serves its requests; called just before it takes the role. */
  admit(): void;
  /** Tells it why not and closes its connection. */
  refuse(reason: string): void;
}

/**
 * The one Spoon the agent works with. A hello claims the role; while the Spoon that holds it answers a
 * ping, the claim is refused; a holder that is gone or silent gives way. Claims are decided one at a time.
 */
export class SpoonSeat {
  private holder: SpoonConnection | undefined;
  private claims: Promise<void> = Promise.resolve();

  constructor(private readonly adopted: (spoon: SpoonConnection) => void) {}

  /** The Spoon holding the role, while its connection is open. */
  get spoon(): SpoonConnection | undefined {
    return this.holder?.isOpen ? this.holder : undefined;
  }

  claim(claim: SpoonClaim): void {
    this.claims = this.claims
      .then(() => this.decide(claim))
      .catch((error: unknown) => log.error("a Spoon's claim could not be decided", { error: messageOf(error) }));
  }

  /** The Spoon's connection closed: true when it held the role (which is now free). */
  release(spoon: SpoonConnection): boolean {
    if (this.holder !== spoon) return false;
    this.holder = undefined;
    return true;
  }

  private async decide(claim: SpoonClaim): Promise<void> {
    const holder = this.spoon;
    if (holder && (await answers(holder))) {
      log.warn("refused a second Spoon: the connected one answers", { name: claim.spoon.hello.name });
      return claim.refuse(REFUSED);
    }
    if (holder?.isOpen) {
      log.warn("the connected Spoon did not answer a ping: a new one replaces it", { ms: SPOON_PING_MS });
      holder.close(4000, "replaced: this Spoon did not answer a ping");
    }
    if (!claim.spoon.isOpen) return;
    claim.admit();
    this.holder = claim.spoon;
    this.adopted(claim.spoon);
  }
}

/**
 * Whether the Spoon answers a ping in time: any answer counts (even "unknown op"); silence or a close does not. One
 * that sent anything while it was pinged (answers to what it was busy with) is busy, not gone: it is pinged again.
 */
async function answers(spoon: SpoonConnection): Promise<boolean> {
  for (let ping = 1; ; ping++) {
    const heard = spoon.received;
    try {
      await spoon.call("ping", {}, SPOON_PING_MS);
      return true;
    } catch (error) {
      if (error instanceof Disconnected) return false;
      if (!(error instanceof LinkTimeout)) return true;
      if (spoon.received === heard || ping === SPOON_PINGS) return false;
    }
  }
}
