import type { SimAppModel } from "../app-model.ts";
import { answerNotes, NOTES_DICTIONARY } from "./notes-events.ts";
import { notesAppleScripts } from "./notes-scripts.ts";
import { notesFrom, notesShape } from "./notes-state.ts";

/** Notes' model: its notes in folders, seeded from `appState.Notes`, reached by the Spoon's AppleScript texts. */
export const notesModel: SimAppModel = {
  name: "Notes",
  bundleID: "com.apple.Notes",
  start: (desktop, from) => {
    const state = notesFrom(from.state);
    return {
      name: "Notes",
      bundleId: "com.apple.Notes",
      dictionary: NOTES_DICTIONARY,
      isRunning: () => desktop.isRunning("Notes"),
      launch: () => {},
      handle: (event) => answerNotes(state, event, desktop.now()),
      appleScripts: notesAppleScripts(() => desktop.now()),
      state: () => notesShape(state),
    };
  },
};
