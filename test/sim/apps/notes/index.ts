import { desktopDate } from "../../mac-time.ts";
import type { SimAppModel } from "../app-model.ts";
import { answerNotes, NOTES_DICTIONARY } from "./notes-events.ts";
import { notesAppleScripts } from "./notes-scripts.ts";
import { notesFrom, notesShape } from "./notes-state.ts";

/** Notes' model: its notes in folders, seeded from `appState.Notes`, reached by the Spoon's AppleScript texts. */
export const notesModel: SimAppModel = {
  name: "Notes",
  bundleID: "com.apple.Notes",
  start: (desktop, from) => {
    const startDate = () => desktop.startDate ?? desktop.now();
    const state = notesFrom(from.state, (modified) => {
      const date = typeof modified === "string" ? desktopDate(modified, desktop.timeZone, startDate()) : Number.NaN;
      return Number.isFinite(date) ? date : startDate();
    });
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
