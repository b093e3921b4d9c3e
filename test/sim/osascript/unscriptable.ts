// An installed app the simulator has no model of (test/sim/apps/), as scripts reach it: found by name, but
// with no scripting dictionary of its own, so every Apple event it is sent goes unanswered as a Mac answers
// it. What a real Mac prints here is listed in VERIFY_ON_MAC.md.
import type { EventReply, ScriptableApp, ScriptingDictionary } from "./apple-events.ts";

/** No terms beyond the application object itself: JXA finds nothing to ask it for. */
const NO_TERMS: ScriptingDictionary = {
  application: "application",
  classes: { application: { properties: {}, elements: {}, commands: [] } },
};

/** An app that runs but does not handle the event (it is not scriptable): errAEEventNotHandled. */
const notUnderstood: EventReply = { ok: false, number: -1708, message: "Message not understood." };
/** An app that is not running cannot answer: procNotFound. */
const notRunning: EventReply = { ok: false, number: -600, message: "Application isn't running." };

/** The app as scripts reach it; `running` and `launch` are the simulated desktop's. */
export function unscriptable(
  app: { name: string; bundleID: string },
  running: () => boolean,
  launch: () => void,
): ScriptableApp {
  return {
    name: app.name,
    bundleId: app.bundleID,
    dictionary: NO_TERMS,
    isRunning: running,
    launch,
    handle: () => (running() ? notUnderstood : notRunning),
  };
}
