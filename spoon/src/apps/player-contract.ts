// What the media players (Spotify, Music) share of their contract: each app's folder names its own operations
// from it (apps/<app>/contract.ts), so neither reaches into the other's.
import { WAITS } from "../contract/index.ts";

/** What the player is doing: running at all, playing or not, and its current track (null: none). */
export interface PlayerState {
  running: boolean;
  playing: boolean;
  track: { name: string; artist: string } | null;
}

/** What the player is told to do; `now` only reads what it plays. */
export const PLAYER_ACTIONS = ["pause", "resume", "next", "previous", "now"] as const;
export type PlayerAction = (typeof PLAYER_ACTIONS)[number];

/** The control every player has, named after its prefix: `<p>_control` does an action. */
export type PlayerControlOps<P extends string> = {
  [K in `${P}_control`]: { params: { action: string }; result: PlayerState };
};

/** How long each may take inside the Spoon, in seconds: playing may start the app first. */
export const PLAYER_SECONDS = { play: () => WAITS.launch + WAITS.script, control: () => WAITS.script };
