import type { AppProbe } from "../probe";
import { nowPlaying } from "../player-probe";
import { spotify } from ".";

/** Spotify's part of the first-contact report: what it plays, read as "what's playing" reads it. */
export const spotifyProbes: AppProbe[] = [
  {
    app: spotify.name,
    bundleID: "com.spotify.client",
    what: "now playing",
    read: async (ctx) => nowPlaying(await spotify.operations.spotify_control.run({ action: "now" }, ctx)),
  },
];
