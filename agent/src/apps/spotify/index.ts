import { defineApp } from "../app.ts";
import { controlCommand } from "../media-player.ts";
import { playRule } from "../media-player-play.ts";
import { controlRules } from "../media-player-rules.ts";
import { SPOTIFY_CONTROL } from "./operations.ts";
import { spotifyPlay } from "./play.ts";

const ops = { control: SPOTIFY_CONTROL };

/** Spotify: a catalogue item played (found by its Web API, or by URI), paused, resumed, skipped; its planner rules. */
export const spotify = defineApp({
  name: "Spotify",
  commands: [
    spotifyPlay,
    controlCommand("Spotify", "spotify", "pause", ops),
    controlCommand("Spotify", "spotify", "resume", ops),
    controlCommand("Spotify", "spotify", "next", ops),
    controlCommand("Spotify", "spotify", "previous", ops),
    controlCommand("Spotify", "spotify", "now_playing", ops),
  ],
  rules: [playRule("Spotify"), ...controlRules("Spotify", "spotify")],
});
