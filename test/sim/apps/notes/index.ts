import { NOTES_COSTS } from "../../costs.ts";
import { desktopDate } from "../../mac-time.ts";
import type { SimAppModel } from "../app-model.ts";
import { NOTES_DICTIONARY } from "./dictionary.ts";
import { answerNotes } from "./notes-events.ts";
import { folderNamesOf } from "./notes-locale.ts";
import { notesFrom, notesShape } from "./notes-state.ts";

const BUNDLE_ID = "com.apple.Notes";

/**
 * Notes' model: one account's folders and notes, seeded from `appState.Notes` with the folder names of `sim.locale`,
 * reached by the Spoon's JXA through its dictionary (a digest of Notes.sdef). An Apple event starts Notes, as on a
 * Mac; its events cost what Notes' cost (costs.ts).
 */
export const notesModel: SimAppModel = {
  name: "Notes",
  bundleID: BUNDLE_ID,
  start: (desktop, from) => {
    const startDate = () => desktop.startDate ?? desktop.now();
    const dates = new Map<unknown, number>(); // a real-size library has many notes of each day
    const dated = (modified: unknown) => {
      const date = typeof modified === "string" ? desktopDate(modified, desktop.timeZone, startDate()) : Number.NaN;
      return Number.isFinite(date) ? date : startDate();
    };
    const state = notesFrom(from.state, folderNamesOf(from.file), (modified) => {
      if (!dates.has(modified)) dates.set(modified, dated(modified));
      return dates.get(modified)!;
    });
    const start = () => {
      if (!desktop.isRunning("Notes"))
        desktop.running.push({ name: "Notes", bundleID: BUNDLE_ID, pid: desktop.newPid(), hidden: false });
    };
    return {
      name: "Notes",
      bundleId: BUNDLE_ID,
      dictionary: NOTES_DICTIONARY,
      costs: NOTES_COSTS,
      isRunning: () => desktop.isRunning("Notes"),
      launch: start,
      handle: (event) => {
        start();
        return answerNotes(state, event, desktop.now());
      },
      state: () => notesShape(state),
    };
  },
};
