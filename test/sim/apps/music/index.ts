import { playerModel } from "../media-player.ts";

/** Music's model: its library, the track it plays, whether it plays. */
export const musicModel = playerModel("Music", "com.apple.Music");
