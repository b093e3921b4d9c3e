// Spotify's scripting dictionary as it ships (its sdef: the application's player properties and six commands, a
// track's properties), under JXA's names. It has no elements at all: no library, no tracks, no playlists, no search,
// so `Application("Spotify").tracks` is undefined in a script, as on a real Mac. `activate` and `quit` are what JXA
// offers every application.
import { READ_ONLY, READ_WRITE, type ScriptingDictionary } from "../../osascript/apple-events.ts";

/** The application's properties a script may set (the rest are read-only). */
export const SETTABLE = ["soundVolume", "playerPosition", "repeating", "shuffling"] as const;

export const SPOTIFY_DICTIONARY: ScriptingDictionary = {
  source:
    "Spotify.app's sdef (Spotify Suite and Standard Suite): its ScriptingBridge header SBSpotify.h in " +
    "jonathangarelick/SoundSeer (SoundSeer/ScriptingBridge/SBSpotify.h); the sdef's text in " +
    "pear-devs/pear-desktop#1607; " +
    '"play track" with its optional "in context" in dronir/SpotifyControl#30',
  application: "application",
  classes: {
    application: {
      properties: {
        name: READ_ONLY,
        frontmost: READ_ONLY,
        version: READ_ONLY,
        currentTrack: { type: { class: "track" }, writable: false },
        soundVolume: READ_WRITE,
        playerState: READ_ONLY,
        playerPosition: READ_WRITE,
        repeatingEnabled: READ_ONLY,
        repeating: READ_WRITE,
        shufflingEnabled: READ_ONLY,
        shuffling: READ_WRITE,
      },
      elements: {},
      commands: ["activate", "quit", "nextTrack", "previousTrack", "playpause", "pause", "play", "playTrack"],
    },
    track: {
      properties: {
        ...Object.fromEntries(
          [
            "artist",
            "album",
            "discNumber",
            "duration",
            "playedCount",
            "trackNumber",
            "starred",
            "popularity",
            "id",
            "name",
            "artworkUrl",
            "artwork",
            "albumArtist",
          ].map((name) => [name, READ_ONLY]),
        ),
        spotifyUrl: READ_WRITE,
      },
      elements: {},
      commands: [],
    },
  },
};
