import type { OwnOperations } from "../../runtime";
import { defineApp } from "../app";
import { playerOperations } from "../media-player";
import type { SpotifyOps } from "./contract";

const player = playerOperations("Spotify", { play: "spotify_play", control: "spotify_control" });
const operations: OwnOperations<SpotifyOps> = { spotify_play: player.play, spotify_control: player.control };

/** Spotify: a library item played, and the player paused, resumed, skipped and asked what it plays. */
export const spotify = defineApp({ name: "Spotify", operations });
