import { FINDER_COSTS } from "../../costs.ts";
import { zoneOffset } from "../../mac-time.ts";
import type { SimAppModel } from "../app-model.ts";
import { FINDER_DICTIONARY } from "./finder-dictionary.ts";
import { finderStateFrom } from "./finder-files.ts";
import { answerFinder } from "./finder-scriptable.ts";

const BUNDLE_ID = "com.apple.finder";

/** The time of day at `ms` in `timeZone` as Finder writes it into a name: "4.42.04 PM". */
export function finderClock(ms: number, timeZone: string): string {
  const local = new Date(ms + zoneOffset(timeZone, ms));
  const [hours, minutes, seconds] = [local.getUTCHours(), local.getUTCMinutes(), local.getUTCSeconds()];
  const two = (n: number) => String(n).padStart(2, "0");
  return `${hours % 12 || 12}.${two(minutes)}.${two(seconds)} ${hours < 12 ? "AM" : "PM"}`;
}

/**
 * Finder's model: the home's files and the Trash (`appState.Finder`), changed by the Spoon's scripts. macOS keeps
 * Finder running; one that was quit starts again when a script addresses it.
 */
export const finderModel: SimAppModel = {
  name: "Finder",
  bundleID: BUNDLE_ID,
  start: (desktop, from) => {
    const state = finderStateFrom(from.state);
    const start = () => {
      if (!desktop.isRunning("Finder"))
        desktop.running.push({ name: "Finder", bundleID: BUNDLE_ID, pid: desktop.newPid(), hidden: false });
    };
    return {
      name: "Finder",
      bundleId: BUNDLE_ID,
      dictionary: FINDER_DICTIONARY,
      costs: FINDER_COSTS,
      isRunning: () => desktop.isRunning("Finder"),
      launch: start,
      handle: (event) => {
        start();
        if (event.kind === "command" && event.name === "activate") desktop.activate("Finder");
        return answerFinder(state, event, () => finderClock(desktop.now(), desktop.timeZone));
      },
      state: () => structuredClone(state),
    };
  },
};
