import { playerModel } from "../media-player.ts";

/** Spotify's model: its library, the track it plays, whether it plays. */
export const spotifyModel = playerModel("Spotify", "com.spotify.client");
