import type { AskAgent } from "../contract";
import type { SpoonContext } from "../runtime";

/** What hs.claude works with, given by the session. */
export interface LuaApiDeps {
  ctx: SpoonContext;
  ask: AskAgent;
  logger: hs.logger.Logger;
  /** A command started (true) or ended (false): the menu bar shows it. */
  onBusy: (this: void, started: boolean) => void;
  /** The API key changed: tell the agent. */
  keyChanged: (this: void) => void;
}

/** Calls `fn` on a later run-loop turn, as an answer that came back from elsewhere would. */
export type Defer = (this: void, fn: (this: void) => void) => void;
