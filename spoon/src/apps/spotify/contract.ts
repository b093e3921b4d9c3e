// Spotify's own operations: its play (its dictionary's playTrack, by URI), and the controls the players share.
import { WAITS } from "../../contract/index.ts";
import { PLAYER_SECONDS, type PlayerControlOps, type PlayerState } from "../player-contract.ts";

/** What Spotify's play starts: a catalogue item by its URI, in a context (an album, a playlist) when given. */
export interface SpotifyPlayParams {
  uri: string;
  context?: string;
}

/**
 * Spotify's operations: `spotify_play` starts a URI and answers what plays after (`uri`: the current track's, null
 * when none); `spotify_control` pauses, resumes, skips or reads what plays.
 */
export type SpotifyOps = PlayerControlOps<"spotify"> & {
  spotify_play: { params: SpotifyPlayParams; result: PlayerState & { uri: string | null } };
};

/** How long the play may take: Spotify may launch and load first (WAITS.launch), then its play script runs. */
export const SPOTIFY_PLAY_SECONDS = () => WAITS.launch + WAITS.script;

/** How long each may take inside the Spoon, in seconds. */
export const SPOTIFY_SECONDS = { spotify_play: SPOTIFY_PLAY_SECONDS, spotify_control: PLAYER_SECONDS.control };
