import type { OwnOperations } from "../../runtime";
import { defineApp } from "../app";
import { controlOperation } from "../media-player";
import type { MusicOps } from "./contract";
import { musicPlay } from "./play";

const operations: OwnOperations<MusicOps> = {
  music_play: musicPlay,
  music_control: controlOperation("Music", "music_control"),
};

/** Music: an item of its library played (a track, an album, a playlist), and the player paused, resumed, skipped. */
export const music = defineApp({ name: "Music", operations });
