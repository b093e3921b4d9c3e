// Tally, a test-only app (test/e2e/app-registration.test.ts): its model in the simulator, copied to
// test/sim/apps/tally/.
// Its state is a count, which scripts read and add to; the desktop file's `appState` gives its start.
import type { SimAppModel } from "../../sim/apps/app-model.ts";
import type { AppleEvent, EventReply, ScriptingDictionary } from "../../sim/osascript/apple-events.ts";

const DICTIONARY: ScriptingDictionary = {
  application: "application",
  classes: {
    application: { properties: { count: { type: "value", writable: false } }, elements: {}, commands: ["add"] },
  },
};

function answer(state: { count: number }, event: AppleEvent): EventReply {
  if (event.kind === "get" && event.target.form === "property" && event.target.property === "count")
    return { ok: true, value: state.count };
  if (event.kind === "command" && event.name === "add" && typeof event.args.by === "number") {
    state.count += event.args.by;
    return { ok: true, value: null };
  }
  return { ok: false, number: -1708, message: "Message not understood." };
}

export const tallyModel: SimAppModel = {
  name: "Tally",
  bundleID: "test.hs-claude.Tally",
  start: (desktop, from) => {
    const given = (from.state as { count?: unknown } | undefined)?.count;
    const state = { count: typeof given === "number" ? given : 0 };
    return {
      name: "Tally",
      bundleId: "test.hs-claude.Tally",
      dictionary: DICTIONARY,
      isRunning: () => desktop.isRunning("Tally"),
      launch: () => {},
      handle: (event) => answer(state, event),
      state: () => ({ ...state }),
    };
  },
};
