import type { OwnOperations } from "../../runtime";
import { defineApp } from "../app";
import { controlOperation } from "../media-player";
import type { SpotifyOps } from "./contract";
import { playUri } from "./play";

const operations: OwnOperations<SpotifyOps> = {
  spotify_play: playUri,
  spotify_control: controlOperation("Spotify", "spotify_control"),
};

/** Spotify: a catalogue item played by its URI, and the player paused, resumed, skipped and asked what it plays. */
export const spotify = defineApp({ name: "Spotify", operations });
