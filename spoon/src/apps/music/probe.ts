import type { AppProbe } from "../probe";
import { nowPlaying } from "../player-probe";
import { music } from ".";

/** Music's part of the first-contact report: what it plays, read as "what's playing" reads it. */
export const musicProbes: AppProbe[] = [
  {
    app: music.name,
    bundleID: "com.apple.Music",
    what: "now playing",
    read: async (ctx) => nowPlaying(await music.operations.music_control.run({ action: "now" }, ctx)),
  },
];
