import {
  MESSAGE_SECONDS,
  RUN_SECONDS,
  type AskAgent,
  type Reply,
  type Screenshot,
  type VisionQuestion,
} from "../contract";
import { runSettings } from "../settings";
import { captureScreen } from "../vision";
import type { Defer } from "./deps";
import { mustBeFunction, resultOf } from "./replies";

type VisionDeps = { ask: AskAgent; defer: Defer };
type Answer = (this: void, value: unknown, error?: string) => void;
type Question = VisionQuestion["question"];

/** Gives the agent's answer, `{value}` or `{error}`, or a link failure, as the callback's `(value, error)`. */
function answer(reply: Reply, done: Answer): void {
  if (!reply.ok) return done(undefined, resultOf(reply).error);
  const { value, error } = reply.result as { value?: unknown; error?: string };
  if (error === undefined) done(value);
  else done(undefined, error);
}

/** hs.claude.vision.<name>([what,] callback): one question about the screen, asked of the agent. */
function asking(deps: VisionDeps, name: string, question: Question, what?: string) {
  const usage = what === undefined ? `${name}(callback)` : `${name}(${what}, callback)`;
  return (first: unknown, second?: unknown) => {
    const text = what === undefined ? undefined : first;
    const callback = what === undefined ? first : second;
    mustBeFunction(`hs.claude.vision.${usage}`, callback);
    const done = callback as Answer;
    if (what !== undefined && (type(text) !== "string" || text === ""))
      return deps.defer(() => done(undefined, `hs.claude.vision.${name}: ${what} must be a non-empty string`));
    const params = { question, ...(text === undefined ? {} : { text }), settings: runSettings() } as VisionQuestion;
    deps.ask("vision", params, (reply) => answer(reply, done), MESSAGE_SECONDS);
  };
}

/**
 * hs.claude.vision.captureScreen([screenId]) -> base64String | nil, error
 * Function
 * A JPEG of a screen, downscaled to about 1280 pixels across (within every model's limits), in base64.
 *
 * Parameters:
 *  * screenId - Optional; the screen's id (hs.screen:id()); default the screen of the focused window
 *
 * Returns:
 *  * The JPEG in base64, or nil and why (Screen Recording not allowed, no such screen)
 */
const captureScreenNow = (screenId?: unknown) => {
  const screens = hs.screen.allScreens();
  const screen = screenId === undefined ? hs.screen.mainScreen() : screens.find((s) => s.id() === screenId);
  if (screen === undefined) return $multi(undefined, `hs.claude.vision.captureScreen: no screen ${tostring(screenId)}`);
  const [ok, shot] = pcall(() => captureScreen(screen));
  if (!ok) return $multi(undefined, (shot as { message?: string }).message ?? tostring(shot));
  return $multi((shot as Screenshot).data, undefined);
};

/**
 * hs.claude.actions.clickElement(description, callback)
 * Function
 * Clicks a control described in words: found in the front app's accessibility tree when it is there
 * (no screenshot, no model call), else on a screenshot by Claude. Clicking something that deletes,
 * sends or pays asks first.
 *
 * Parameters:
 *  * description - What to click, e.g. "the Search field"
 *  * callback - Called with `true`, or `false` and why
 *
 * Returns:
 *  * None
 */
const clickingElement = (deps: VisionDeps) => (description: unknown, callback: unknown) => {
  mustBeFunction("hs.claude.actions.clickElement(description, callback)", callback);
  const done = callback as (this: void, success: boolean, error?: string) => void;
  if (type(description) !== "string" || description === "")
    return deps.defer(() => done(false, "hs.claude.actions.clickElement: description must be a non-empty string"));
  const params = { description: description as string, settings: runSettings() };
  // As long as a command may take: the person may be asked first.
  deps.ask(
    "click_element",
    params,
    (reply) => {
      const result = resultOf(reply);
      if (result.success) done(true);
      else done(false, result.error);
    },
    RUN_SECONDS,
  );
};

/**
 * hs.claude.vision.describeScreen(callback)
 * Function
 * Describes what the screen of the focused window shows, in a few sentences.
 *
 * Parameters:
 *  * callback - Called with the description, or nil and an error
 *
 * Returns:
 *  * None
 */
const describeScreen = (deps: VisionDeps) => asking(deps, "describeScreen", "describe");

/**
 * hs.claude.vision.findElement(description, callback)
 * Function
 * Finds a control on the screen: where a click on it lands, in global points on any screen.
 *
 * Parameters:
 *  * description - What to find, e.g. "the red Subscribe button"
 *  * callback - Called with `{x, y, frame = {x, y, w, h}, screenId, element = {role, title}}`
 *    (element when it was matched in the accessibility tree), or nil and an error
 *
 * Returns:
 *  * None
 *
 * Notes:
 *  * Claude answers a box in pixels of the screenshot; with `vision.normalizationRange` in
 *    config.json (e.g. 1000) it is asked for 0..range instead. Either way the answer is in points.
 */
const findElement = (deps: VisionDeps) => asking(deps, "findElement", "find", "description");

/**
 * hs.claude.vision.checkCondition(condition, callback)
 * Function
 * Whether something is true of the screen now, e.g. "a video is playing".
 *
 * Parameters:
 *  * condition - What to check
 *  * callback - Called with `true` or `false`, or nil and an error
 *
 * Returns:
 *  * None
 */
const checkCondition = (deps: VisionDeps) => asking(deps, "checkCondition", "check", "condition");

/**
 * hs.claude.vision.extractInfo(query, callback)
 * Function
 * Answers a question from what the screen shows, e.g. "the title of the video playing".
 *
 * Parameters:
 *  * query - The question
 *  * callback - Called with the answer, or nil and an error
 *
 * Returns:
 *  * None
 */
const extractInfo = (deps: VisionDeps) => asking(deps, "extractInfo", "extract", "query");

/**
 * hs.claude.vision and actions.clickElement: the screenshot is taken here; the questions
 * go to the agent, which holds the key and asks Claude with one screenshot each.
 */
export function visionApi(deps: VisionDeps) {
  return {
    vision: {
      captureScreen: captureScreenNow,
      describeScreen: describeScreen(deps),
      findElement: findElement(deps),
      checkCondition: checkCondition(deps),
      extractInfo: extractInfo(deps),
    },
    clickElement: clickingElement(deps),
  };
}
