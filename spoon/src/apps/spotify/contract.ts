// Spotify's own operations, named from what the media players share (../player-contract.ts).
import { PLAYER_SECONDS, type PlayerOps } from "../player-contract.ts";

/** Spotify's operations: play a library item found by a search, and pause, resume, next, previous, now playing. */
export type SpotifyOps = PlayerOps<"spotify">;

/** How long each may take inside the Spoon, in seconds. */
export const SPOTIFY_SECONDS = { spotify_play: PLAYER_SECONDS.play, spotify_control: PLAYER_SECONDS.control };
