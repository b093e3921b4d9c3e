import { RUN_SECONDS, type ClaudeSettings } from "../contract";
import { checkOptions, keepOptions, runSettings } from "../settings";
import type { Defer, LuaApiDeps } from "./deps";
import { failure, mustBeFunction, resultOf, type ExecuteResult } from "./replies";

type ExecuteCallback = (this: void, result: ExecuteResult) => void;

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
export function executing(deps: LuaApiDeps, defer: Defer) {
  return (command: unknown, callback: unknown) => {
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
}

/**
 * hs.claude.configure(options) -> true
 * Function
 * Sets options, kept in hs.settings across reloads and sent to the agent with each command.
 *
 * Parameters:
 *  * options - A table with any of `model`, `maxIterations` (1-100), `actionDelay` (seconds, 0-10),
 *    `maxLongEdge` (pixels, 200-2576: the size screenshots are sent at), `screenshotQuality` (0.1-1;
 *    accepted but without effect: Hammerspoon encodes JPEG at macOS's own
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
export function configuring(deps: LuaApiDeps) {
  return (options: unknown) => {
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
}
