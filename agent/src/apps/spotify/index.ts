import * as z from "zod";
import type { AppOperation, AppOperationsAgree } from "../../contract/index.ts";
import { defineApp } from "../app.ts";
import { controlCommand, playCommand, type PlayerOperations } from "../media-player.ts";
import { playerRules } from "../media-player-rules.ts";
import { SPOTIFY_SECONDS, type SpotifyOps } from "../../../../spoon/src/apps/spotify/contract.ts";

const State = z.object({
  running: z.boolean(),
  playing: z.boolean(),
  track: z.object({ name: z.string(), artist: z.string() }).nullable(),
});
const Item = z.object({ name: z.string(), artist: z.string(), album: z.string() });

const SPOTIFY_PLAY: AppOperation<
  "spotify_play",
  { query: string },
  z.infer<typeof State> & { matches: z.infer<typeof Item>[] }
> = {
  name: "spotify_play",
  params: z.object({ query: z.string() }),
  result: State.extend({ matches: z.array(Item) }),
  seconds: SPOTIFY_SECONDS.spotify_play,
};
const SPOTIFY_CONTROL: AppOperation<"spotify_control", { action: string }, z.infer<typeof State>> = {
  name: "spotify_control",
  params: z.object({ action: z.string() }),
  result: State,
  seconds: SPOTIFY_SECONDS.spotify_control,
};
export const spotifyOperationsAgree: AppOperationsAgree<
  { spotify_play: typeof SPOTIFY_PLAY; spotify_control: typeof SPOTIFY_CONTROL },
  SpotifyOps
> = true;

const ops: PlayerOperations<"spotify"> = { play: SPOTIFY_PLAY, control: SPOTIFY_CONTROL };

/** Spotify: an item of its library played, paused, resumed, skipped, and what it plays; its planner rules. */
export const spotify = defineApp({
  name: "Spotify",
  commands: [
    playCommand("Spotify", "spotify", ops),
    controlCommand("Spotify", "spotify", "pause", ops),
    controlCommand("Spotify", "spotify", "resume", ops),
    controlCommand("Spotify", "spotify", "next", ops),
    controlCommand("Spotify", "spotify", "previous", ops),
    controlCommand("Spotify", "spotify", "now_playing", ops),
  ],
  rules: playerRules("Spotify", "spotify"),
});
