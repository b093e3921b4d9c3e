import { actionsApi } from "./actions";
import { configuring, executing } from "./commands";
import { coordinatesApi } from "./coordinates";
import type { Defer, LuaApiDeps } from "./deps";
import { messaging, messagingWithImage } from "./messages";
import { visionApi } from "./vision";

/**
 * === hs.claude ===
 *
 * The Claude Spoon's Lua API (callback style), there while the Spoon is started: `spoon.Claude:start()`
 * sets it and `stop()` removes it. Beside execute, configure and api.message it holds vision
 * (`hs.claude.vision.*`: screenshots here, questions answered by Claude through the agent), actions
 * (`hs.claude.actions.*`, done here) and `hs.claude.coordinates.*` (screenshot pixels ↔ global points on
 * any screen).
 */

/**
 * hs.claude (callback style): execute a command as the command bar does, configure the
 * Spoon, reach the Messages API through the agent, look at the screen and act on it.
 */
export function claudeApi(deps: LuaApiDeps) {
  const defer: Defer = (fn) => {
    const timer = deps.ctx.keepTimer(hs.timer.doAfter(0, () => (deps.ctx.forgetTimer(timer), fn())));
  };
  const configure = configuring(deps);
  const message = messaging(deps, defer);
  /**
   * hs.claude.api.setApiKey(key) -> true
   * Function
   * The same as `hs.claude.configure({ apiKey = key })`.
   *
   * Parameters:
   *  * key - The Anthropic API key, or "" to forget it
   *
   * Returns:
   *  * true
   */
  const setApiKey = (key: unknown) => configure({ apiKey: key });
  const vision = visionApi({ ask: deps.ask, defer });
  return {
    execute: executing(deps, defer),
    configure,
    api: { message, messageWithImage: messagingWithImage(message, defer), setApiKey },
    coordinates: coordinatesApi(),
    vision: vision.vision,
    actions: { ...actionsApi(), clickElement: vision.clickElement },
  };
}

export type ClaudeApi = ReturnType<typeof claudeApi>;
