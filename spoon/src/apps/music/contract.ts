// Music's own operations, named from what the media players share (../player-contract.ts).
import { PLAYER_SECONDS, type PlayerOps } from "../player-contract.ts";

/** Music's operations: play a library item found by a search, and pause, resume, next, previous, now playing. */
export type MusicOps = PlayerOps<"music">;

/** How long each may take inside the Spoon, in seconds. */
export const MUSIC_SECONDS = { music_play: PLAYER_SECONDS.play, music_control: PLAYER_SECONDS.control };
