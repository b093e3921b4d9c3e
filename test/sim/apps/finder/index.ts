import type { SimAppModel } from "../app-model.ts";
import { finderStateFrom } from "./finder-files.ts";
import { answerFinder, FINDER_DICTIONARY } from "./finder-scriptable.ts";

/** Finder's model: the home's files and the Trash (`appState.Finder`), changed by the Spoon's scripts. */
export const finderModel: SimAppModel = {
  name: "Finder",
  bundleID: "com.apple.finder",
  start: (desktop, from) => {
    const state = finderStateFrom(from.state);
    return {
      name: "Finder",
      bundleId: "com.apple.finder",
      dictionary: FINDER_DICTIONARY,
      isRunning: () => desktop.isRunning("Finder"),
      launch: () => {},
      handle: (event) => {
        if (event.kind === "command" && event.name === "activate") desktop.activate("Finder");
        return answerFinder(state, event);
      },
      state: () => structuredClone(state),
    };
  },
};
