import { MUSIC_COSTS } from "../../costs.ts";
import { playerModel } from "../media-player.ts";
import { MUSIC_LIBRARY } from "./music-library.ts";

/**
 * Music's model: the track it plays, whether it plays, its library playlist and the person's playlists. Its
 * `appState` is `{"playing", "track", "library": [{"name", "artist", "album"}]}`, and, when it has any,
 * `"playlists": [{"name", "tracks": [track names]}]` (a name the library lacks is left out).
 */
export const musicModel = playerModel("Music", "com.apple.Music", MUSIC_LIBRARY, MUSIC_COSTS);
