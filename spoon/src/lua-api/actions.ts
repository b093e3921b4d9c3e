import {
  clickAt,
  clipboardNote,
  isCoordinate,
  onSomeScreen,
  pressKey,
  scrollAt,
  typeText,
  untypeable,
  type Button,
} from "../actions";
import { KEYS, MODIFIERS } from "../contract";
import { readInstalledApps } from "../desktop";

type Result = LuaMultiReturn<[boolean, string | undefined]>;

const ok = (): Result => $multi(true, undefined);
const refuse = (name: string, why: string): Result => $multi(false, `hs.claude.actions.${name}: ${why}`);
function clicking(name: string, button: Button, count: number) {
  return (x: unknown, y: unknown): Result => {
    if (!isCoordinate(x) || !isCoordinate(y)) return refuse(name, "x and y must be numbers (global points)");
    if (!onSomeScreen(x as number, y as number)) return refuse(name, `${tostring(x)},${tostring(y)} is on no screen`);
    clickAt({ x: x as number, y: y as number }, button, count, []);
    return ok();
  };
}

function runningApp(name: unknown): hs.application.Application | string {
  if (type(name) !== "string" || name === "") return "appName must be a non-empty string";
  const wanted = string.lower(name as string);
  const app = hs.application.runningApplications().find((candidate) => string.lower(candidate.name()) === wanted);
  return app ?? `${name as string} is not running`;
}

/**
 * hs.claude.actions.click(x, y) -> success, error
 * Function
 * Clicks at a global point (hs.claude.coordinates.fromImage gives one from a screenshot).
 *
 * Parameters:
 *  * x - Points across, global (may be negative left of the primary screen)
 *  * y - Points down, global
 *
 * Returns:
 *  * `true`, or `false` and why
 */
const click = clicking("click", "left", 1);

/**
 * hs.claude.actions.doubleClick(x, y) -> success, error
 * Function
 * Double-clicks at a global point.
 *
 * Parameters:
 *  * x - Points across, global
 *  * y - Points down, global
 *
 * Returns:
 *  * `true`, or `false` and why
 */
const doubleClick = clicking("doubleClick", "left", 2);

/**
 * hs.claude.actions.rightClick(x, y) -> success, error
 * Function
 * Right-clicks at a global point.
 *
 * Parameters:
 *  * x - Points across, global
 *  * y - Points down, global
 *
 * Returns:
 *  * `true`, or `false` and why
 */
const rightClick = clicking("rightClick", "right", 1);

/**
 * hs.claude.actions.moveTo(x, y) -> success, error
 * Function
 * Moves the pointer to a global point.
 *
 * Parameters:
 *  * x - Points across, global
 *  * y - Points down, global
 *
 * Returns:
 *  * `true`, or `false` and why
 */
const moveTo = (x: unknown, y: unknown): Result => {
  if (!isCoordinate(x) || !isCoordinate(y)) return refuse("moveTo", "x and y must be numbers (global points)");
  hs.mouse.absolutePosition({ x: x as number, y: y as number });
  return ok();
};

/**
 * hs.claude.actions.scroll(direction, amount) -> success, error
 * Function
 * Scrolls what is under the pointer.
 *
 * Parameters:
 *  * direction - "up", "down", "left" or "right"
 *  * amount - Optional; whole lines, 1 to 50 (default 3)
 *
 * Returns:
 *  * `true`, or `false` and why
 */
const scroll = (direction: unknown, amount?: unknown): Result => {
  if (direction !== "up" && direction !== "down" && direction !== "left" && direction !== "right")
    return refuse("scroll", "direction must be up, down, left or right");
  const lines = amount ?? 3;
  if (!isCoordinate(lines) || math.floor(lines as number) !== lines || (lines as number) < 1 || (lines as number) > 50)
    return refuse("scroll", "amount must be a whole number of lines from 1 to 50");
  scrollAt(hs.mouse.absolutePosition(), direction, lines as number);
  return ok();
};

/**
 * hs.claude.actions.typeText(text) -> success, error
 * Function
 * Types text into what has the keyboard focus.
 *
 * Parameters:
 *  * text - The text
 *
 * Returns:
 *  * `true` (and a note when the clipboard, used to paste, could not be put back whole), or `false` and why
 */
const typeTextAction = (text: unknown): Result => {
  if (type(text) !== "string" || text === "") return refuse("typeText", "text must be a non-empty string");
  const untyped = untypeable(text as string);
  if (untyped !== undefined) return refuse("typeText", untyped);
  const [typed, outcome] = pcall(typeText, text as string);
  if (!typed) return refuse("typeText", (outcome as { message?: string }).message ?? tostring(outcome));
  const lost = outcome.clipboardLost;
  if (lost === undefined) return ok();
  return $multi(true, clipboardNote(lost));
};

/**
 * hs.claude.actions.pressKey(key, modifiers) -> success, error
 * Function
 * Presses a key with modifiers.
 *
 * Parameters:
 *  * key - One character, or a name such as "return", "escape", "tab", "left"
 *  * modifiers - Optional; a list of "cmd", "alt", "ctrl", "shift", "fn"
 *
 * Returns:
 *  * `true`, or `false` and why
 */
const pressKeyAction = (key: unknown, modifiers?: unknown): Result => {
  const known = type(key) === "string" && (KEYS.includes(key as string) || utf8.len(key as string) === 1);
  if (!known) return refuse("pressKey", `key must be one character or one of ${KEYS.join(", ")}`);
  const mods = (modifiers ?? []) as unknown[];
  if (type(mods) !== "table" || mods.some((m) => !MODIFIERS.includes(m as string)))
    return refuse("pressKey", `modifiers must be a list of ${MODIFIERS.join(", ")}`);
  const [pressed, failure] = pcall(pressKey, key as string, mods as string[]);
  return pressed ? ok() : refuse("pressKey", (failure as { message?: string }).message ?? tostring(failure));
};

/**
 * hs.claude.actions.activateApp(appName) -> success, error
 * Function
 * Brings a running app forward, by name (any case).
 *
 * Parameters:
 *  * appName - The app's name, e.g. "Slack"
 *
 * Returns:
 *  * `true`, or `false` and why
 */
const activateApp = (appName: unknown): Result => {
  const app = runningApp(appName);
  if (typeof app === "string") return refuse("activateApp", app);
  return app.activate() ? ok() : refuse("activateApp", `${app.name()} did not come forward`);
};

/**
 * hs.claude.actions.quitApp(appName) -> success, error
 * Function
 * Asks a running app to quit, as its Quit menu does.
 *
 * Parameters:
 *  * appName - The app's name
 *
 * Returns:
 *  * `true`, or `false` and why
 */
const quitApp = (appName: unknown): Result => {
  const app = runningApp(appName);
  if (typeof app === "string") return refuse("quitApp", app);
  app.kill();
  return ok();
};

/**
 * hs.claude.actions.openUrl(url, browser) -> success, error
 * Function
 * Opens a web page, in the default browser or in the one named.
 *
 * Parameters:
 *  * url - An http:// or https:// URL
 *  * browser - Optional; an installed browser's name, e.g. "Safari" (any case)
 *
 * Returns:
 *  * `true`, or `false` and why
 */
const openUrl = (url: unknown, browser?: unknown): Result => {
  if (type(url) !== "string" || string.match(string.lower(url as string), "^https?://[^%s]+$")[0] === undefined)
    return refuse("openUrl", "url must be a web address starting with http:// or https://");
  if (browser === undefined)
    return hs.urlevent.openURL(url as string) ? ok() : refuse("openUrl", "there is no default web browser");
  if (type(browser) !== "string") return refuse("openUrl", 'browser must be an app\'s name, e.g. "Safari"');
  const wanted = string.lower(browser as string);
  const app = readInstalledApps().find((installed) => string.lower(installed.name) === wanted);
  if (app === undefined) return refuse("openUrl", `${browser as string} is not installed`);
  return hs.urlevent.openURLWithBundle(url as string, app.bundleID)
    ? ok()
    : refuse("openUrl", `${app.name} did not open ${url as string}`);
};

/**
 * hs.claude.actions (each answers `success, error`), done here in the Spoon for the person's own Lua code: clicks
 * at global points (refused on no screen), the pointer, scrolling where it is, typing, keys, and apps by
 * name. What the person's script asks is theirs: nothing here asks for approval.
 */
export function actionsApi() {
  return {
    click,
    doubleClick,
    rightClick,
    moveTo,
    scroll,
    typeText: typeTextAction,
    pressKey: pressKeyAction,
    activateApp,
    quitApp,
    openUrl,
  };
}
