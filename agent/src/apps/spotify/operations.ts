// Spotify's operations as the agent calls them, checked against the Spoon's (spoon/src/apps/spotify/contract.ts).
import * as z from "zod";
import type { AppOperation, AppOperationsAgree } from "../../contract/index.ts";
import { SPOTIFY_SECONDS, type SpotifyOps } from "../../../../spoon/src/apps/spotify/contract.ts";

// Lua has no null: a field the Spoon leaves out (no track, no id) is read as null.
const orNull = <T extends z.ZodType>(schema: T) => schema.nullish().transform((value) => value ?? null);

const State = z.object({
  running: z.boolean(),
  playing: z.boolean(),
  track: orNull(z.object({ name: z.string(), artist: z.string() })),
});
type State = z.output<typeof State>;

const PlayedSchema = State.extend({ uri: orNull(z.string()) });
/** What Spotify plays after a play: the state, and the current track's URI (its id). */
export type Played = z.output<typeof PlayedSchema>;

export const SPOTIFY_PLAY: AppOperation<"spotify_play", { uri: string; context?: string }, Played> = {
  name: "spotify_play",
  params: z.object({ uri: z.string(), context: z.string().optional() }),
  result: PlayedSchema,
  seconds: SPOTIFY_SECONDS.spotify_play,
};
export const SPOTIFY_CONTROL: AppOperation<"spotify_control", { action: string }, State> = {
  name: "spotify_control",
  params: z.object({ action: z.string() }),
  result: State,
  seconds: SPOTIFY_SECONDS.spotify_control,
};
export const spotifyOperationsAgree: AppOperationsAgree<
  { spotify_play: typeof SPOTIFY_PLAY; spotify_control: typeof SPOTIFY_CONTROL },
  SpotifyOps
> = true;
