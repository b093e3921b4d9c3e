// Spotify's operations as the agent calls them, checked against the Spoon's (spoon/src/apps/spotify/contract.ts).
import * as z from "zod";
import { appOperation, type AppOperationsAgree } from "../../contract/index.ts";
import { controlOperation, PlayerState } from "../media-player.ts";
import { SPOTIFY_SECONDS, type SpotifyOps } from "../../../../spoon/src/apps/spotify/contract.ts";

// Lua has no null: a field the Spoon leaves out (no id) is read as null.
const orNull = <T extends z.core.$ZodType>(schema: T) => z.nullish(schema).transform((value) => value ?? null);

const PlayedSchema = PlayerState.extend({ uri: orNull(z.string()) });
/** What Spotify plays after a play: the state, and the current track's URI (its id). */
export type Played = z.output<typeof PlayedSchema>;

export const SPOTIFY_PLAY = appOperation({
  name: "spotify_play",
  params: z.object({ uri: z.string(), context: z.string().optional() }),
  result: PlayedSchema,
  seconds: SPOTIFY_SECONDS.spotify_play,
});
export const SPOTIFY_CONTROL = controlOperation("spotify", SPOTIFY_SECONDS.spotify_control);
export const spotifyOperationsAgree: AppOperationsAgree<
  { spotify_play: typeof SPOTIFY_PLAY; spotify_control: typeof SPOTIFY_CONTROL },
  SpotifyOps
> = true;
