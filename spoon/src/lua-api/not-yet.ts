/**
 * Seed 004's vision and actions, by their names: each answers a clear error until the
 * vision release fills it in (what it would return is never faked). Functions that take a callback
 * answer through it, a run-loop turn later; the others return nil (or false) and the error.
 */
const LATER = "is not available yet: it comes with vision and actions (the next release of the Claude Spoon)";

const VISION_WITH_CALLBACK = ["describeScreen", "findElement", "checkCondition", "extractInfo"];
/** Seed 004's actions the Spoon cannot do alone yet (opening a URL in a chosen browser, clicking by description). */
const ACTIONS = ["openUrl"];

type Later = (this: void, ...args: unknown[]) => LuaMultiReturn<[undefined | false, string]> | void;

/** Calls `callback(nil, error)` on the next turn, as an answer that came back from elsewhere would. */
export type Defer = (this: void, fn: (this: void) => void) => void;

function withCallback(name: string, defer: Defer): Later {
  return (...args: unknown[]) => {
    const callback = args[args.length - 1];
    if (type(callback) !== "function") error(`${name}(..., callback): callback must be a function`, 2);
    defer(() => (callback as (this: void, value: undefined, error: string) => void)(undefined, `${name} ${LATER}`));
  };
}

function returning(name: string, failure: undefined | false): Later {
  return () => $multi(failure, `${name} ${LATER}`);
}

function table(names: string[], make: (this: void, name: string) => Later): { [name: string]: Later } {
  const out: { [name: string]: Later } = {};
  for (const name of names) out[name] = make(name);
  return out;
}

export function notYetAvailable(defer: Defer) {
  const vision = table(VISION_WITH_CALLBACK, (name) => withCallback(`hs.claude.vision.${name}`, defer));
  const actions = table(ACTIONS, (name) => returning(`hs.claude.actions.${name}`, false));
  actions.clickElement = withCallback("hs.claude.actions.clickElement", defer);
  return { vision, actions };
}
