import { defineApp } from "../app.ts";
import { controlCommand } from "../media-player.ts";
import { playRule } from "../media-player-play.ts";
import { controlRules } from "../media-player-rules.ts";
import { MUSIC_CONTROL } from "./operations.ts";
import { musicPlay } from "./play.ts";

const ops = { control: MUSIC_CONTROL };

/** Music: a track, an album or a playlist played, paused, resumed, skipped, and what it plays; its planner rules. */
export const music = defineApp({
  name: "Music",
  commands: [
    musicPlay,
    controlCommand("Music", "music", "pause", ops),
    controlCommand("Music", "music", "resume", ops),
    controlCommand("Music", "music", "next", ops),
    controlCommand("Music", "music", "previous", ops),
    controlCommand("Music", "music", "now_playing", ops),
  ],
  rules: [playRule("Music"), ...controlRules("Music", "music")],
});
