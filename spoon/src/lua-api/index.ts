import { MESSAGE_SECONDS, RUN_SECONDS, type AskAgent, type ClaudeSettings, type MessageRequest } from "../contract";
import type { SpoonContext } from "../runtime";
import { checkOptions, keepOptions, runSettings } from "../settings";
import { actionsApi } from "./actions";
import { coordinatesApi } from "./coordinates";
import { failure, mustBeFunction, resultOf, type ExecuteResult } from "./replies";
import { visionApi, type Defer } from "./vision";

export type { ExecuteResult } from "./replies";

type ExecuteCallback = (this: void, result: ExecuteResult) => void;
type MessageCallback = (this: void, response: unknown, error?: string) => void;

export interface LuaApiDeps {
  ctx: SpoonContext;
  ask: AskAgent;
  logger: hs.logger.Logger;
  /** A command started (true) or ended (false): the menu bar shows it. */
  onBusy: (this: void, started: boolean) => void;
  /** The API key changed: tell the agent. */
  keyChanged: (this: void) => void;
}

/** `media_type` from the first bytes of the base64 text: PNG or JPEG, the two a screenshot comes as. */
const mediaType = (base64: string) => (string.sub(base64, 1, 4) === "iVBO" ? "image/png" : "image/jpeg");

/**
 * === hs.claude ===
 *
 * The Claude Spoon's Lua API (seed 004, callback style), there while the Spoon is started:
 * `spoon.Claude:start()` sets it and `stop()` removes it. Vision (`hs.claude.vision.*`: screenshots
 * here, questions answered by Claude through the agent) and actions (`hs.claude.actions.*`, done here)
 * keep seed 004's names; `hs.claude.coordinates.*` convert between screenshot pixels and global points
 * on any screen.
 */

/**
 * hs.claude (seed 004, callback style): execute a command as the command bar does, configure the
 * Spoon, reach the Messages API through the agent, look at the screen and act on it.
 */
export function claudeApi(deps: LuaApiDeps) {
  const defer: Defer = (fn) => {
    const timer = deps.ctx.keepTimer(hs.timer.doAfter(0, () => (deps.ctx.forgetTimer(timer), fn())));
  };
  /**
   * hs.claude.execute(command, callback)
   * Function
   * Plans and runs a command as the command bar does: the same checks, approvals and questions.
   *
   * Parameters:
   *  * command - What to do, e.g. "maximize terminal"
   *  * callback - Called with `{success, message, steps, iterations}`; on failure with
   *    `{success=false, error, errorType, context}` (errorType "validation", "cancelled", "api", "timeout", ...)
   *
   * Returns:
   *  * None
   */
  const execute = (command: unknown, callback: unknown) => {
    mustBeFunction("hs.claude.execute(command, callback)", callback);
    const done = callback as ExecuteCallback;
    const text = type(command) === "string" ? string.match(command as string, "^%s*(.-)%s*$")[0] : "";
    if (text === undefined || text === "")
      return defer(() =>
        done(failure("validation", 'hs.claude.execute: command must be a non-empty string, e.g. "maximize terminal"')),
      );
    deps.onBusy(true);
    const params = { text, source: "lua" as const, settings: runSettings() };
    deps.ask("run", params, (reply) => (deps.onBusy(false), done(resultOf(reply))), RUN_SECONDS);
  };
  /**
   * hs.claude.configure(options) -> true
   * Function
   * Sets options, kept in hs.settings across reloads and sent to the agent with each command.
   *
   * Parameters:
   *  * options - A table with any of `model`, `maxIterations` (1-100), `actionDelay` (seconds, 0-10),
   *    `maxLongEdge` (pixels, 200-2576: the size screenshots are sent at), `screenshotQuality` (0.1-1;
   *    accepted for seed 004's scripts but without effect: Hammerspoon encodes JPEG at macOS's own
   *    quality, so use maxLongEdge), `logLevel` ("error", "warning", "info", "debug", "verbose"),
   *    `closeTabsWithoutAsking` (0-100: closing more tabs at once asks first), `apiKey` (kept apart in
   *    hs.settings, sent only to the agent, never logged; "" forgets it)
   *
   * Returns:
   *  * true
   *
   * Notes:
   *  * A wrong option raises an error naming the option, what it must be, and the options there are.
   */
  const configure = (options: unknown) => {
    const problem = checkOptions(options);
    if (problem !== undefined) error(problem, 2);
    const chosen = options as ClaudeSettings & { apiKey?: string };
    keepOptions(chosen);
    const level = chosen.logLevel === "warn" ? "warning" : chosen.logLevel;
    if (level !== undefined) deps.logger.setLogLevel(level as hs.logger.Level);
    if (chosen.apiKey !== undefined) deps.keyChanged();
    if (chosen.screenshotQuality !== undefined)
      deps.logger.w(
        "screenshotQuality has no effect (hs.image cannot set JPEG quality); maxLongEdge sizes screenshots",
      );
    return true;
  };
  /**
   * hs.claude.api.message(params, callback)
   * Function
   * Sends a request to Claude's Messages API through the agent (which holds the API key).
   *
   * Parameters:
   *  * params - `{ messages = {{ role = "user", content = "..." }}, model = ..., max_tokens = ..., system = ... }`
   *  * callback - Called with the API's response, or with nil and an error message
   *
   * Returns:
   *  * None
   */
  const message = (params: unknown, callback: unknown) => {
    mustBeFunction("hs.claude.api.message(params, callback)", callback);
    const done = callback as MessageCallback;
    if (type(params) !== "table")
      return defer(() => done(undefined, "hs.claude.api.message: params must be a table with messages"));
    deps.ask(
      "api_message",
      // Checked by the agent, whose answer names a wrong field.
      { params: params as MessageRequest },
      (reply) => (reply.ok ? done(reply.result) : done(undefined, resultOf(reply).error)),
      MESSAGE_SECONDS,
    );
  };
  /**
   * hs.claude.api.messageWithImage(params, imageBase64, callback)
   * Function
   * Like hs.claude.api.message, with a PNG or JPEG image put before the text of the last user message.
   *
   * Parameters:
   *  * params - As for hs.claude.api.message; the last message must be a user message of text
   *  * imageBase64 - The image, base64-encoded
   *  * callback - Called with the API's response, or with nil and an error message
   *
   * Returns:
   *  * None
   */
  const messageWithImage = (params: unknown, imageBase64: unknown, callback: unknown) => {
    mustBeFunction("hs.claude.api.messageWithImage(params, imageBase64, callback)", callback);
    const given = params as { messages?: { role: string; content: unknown }[] } | undefined;
    const messages = type(given) === "table" ? given!.messages : undefined;
    const last = messages === undefined ? undefined : messages[messages.length - 1];
    if (last === undefined || type(imageBase64) !== "string" || type(last.content) !== "string")
      return defer(() =>
        (callback as MessageCallback)(
          undefined,
          "hs.claude.api.messageWithImage: give params.messages ending with a user message of text, " +
            "and the image as base64",
        ),
      );
    const image = { type: "base64", media_type: mediaType(imageBase64 as string), data: imageBase64 };
    const content = [
      { type: "image", source: image },
      { type: "text", text: last.content },
    ];
    const withImage = [...messages!.slice(0, -1), { ...last, content }];
    message({ ...given, messages: withImage }, callback);
  };
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
    execute,
    configure,
    api: { message, messageWithImage, setApiKey },
    coordinates: coordinatesApi(),
    vision: vision.vision,
    actions: { ...actionsApi(), clickElement: vision.clickElement },
  };
}

export type ClaudeApi = ReturnType<typeof claudeApi>;
