import type { OwnOperations } from "../../runtime";
import { defineApp } from "../app";
import { playerOperations } from "../media-player";
import type { SpotifyOps } from "./contract";
import { playUri } from "./play";

const player = playerOperations("Spotify", { play: "spotify_play", control: "spotify_control" });
const operations: OwnOperations<SpotifyOps> = { spotify_play: playUri, spotify_control: player.control };

/** Spotify: a catalogue item played by its URI, and the player paused, resumed, skipped and asked what it plays. */
export const spotify = defineApp({ name: "Spotify", operations });
