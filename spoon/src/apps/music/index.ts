import type { OwnOperations } from "../../runtime";
import { defineApp } from "../app";
import { playerOperations } from "../media-player";
import type { MusicOps } from "./contract";

const player = playerOperations("Music", { play: "music_play", control: "music_control" });
const operations: OwnOperations<MusicOps> = { music_play: player.play, music_control: player.control };

/** Music: a library item played, and the player paused, resumed, skipped and asked what it plays. */
export const music = defineApp({ name: "Music", operations });
