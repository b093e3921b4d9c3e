import type { Finding } from "../runtime";
import { ok } from "../runtime";
import type { PlayerState } from "./player-contract";

/** What a player said it plays, for the first-contact report: never which track (the report is for an issue). */
export function nowPlaying(state: PlayerState): Finding {
  if (!state.running) return ok("not running");
  if (state.track === null) return ok("nothing playing");
  return ok(`${state.playing ? "playing" : "paused on"} a track (its name and artist read)`);
}
