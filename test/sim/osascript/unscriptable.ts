// An installed app the simulator has no model of (test/sim/apps/), as scripts reach it: found by name, with
// only the default terms any script may use, and no handler for the Apple events they send: a running app
// answers that it does not understand them, one that is not running that it is not running. What a real Mac
// prints here is for VERIFY_ON_MAC.md to confirm.
import {
  READ_ONLY,
  STANDARD_APPLICATION,
  type EventReply,
  type ScriptableApp,
  type ScriptingDictionary,
} from "./apple-events.ts";

/** The default terms a script may use for any app (the Standard Suite's application and windows). */
const STANDARD_TERMS: ScriptingDictionary = {
  application: "application",
  classes: {
    application: STANDARD_APPLICATION,
    window: { properties: { name: READ_ONLY, id: READ_ONLY, index: READ_ONLY }, elements: {}, commands: ["close"] },
  },
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
    dictionary: STANDARD_TERMS,
    isRunning: running,
    launch,
    handle: () => (running() ? notUnderstood : notRunning),
  };
}
