// Music's scripting dictionary, a digest of its sdef under JXA's names: the application, its sources and playlists,
// tracks and their properties, and the commands of the Music Suite and the Standard Suite (AirPlay, EQ, encoder,
// visual and window classes are left out: nothing here scripts them, and a script naming them fails as it would
// with a dictionary that lacks them).
import { READ_ONLY, READ_WRITE, type ClassTerms, type ScriptingDictionary } from "../../osascript/apple-events.ts";

const readOnly = (names: string[]) => Object.fromEntries(names.map((name) => [name, READ_ONLY]));
const readWrite = (names: string[]) => Object.fromEntries(names.map((name) => [name, READ_WRITE]));

/** Every item's (the sdef's `item` class): its container, id, index, name, persistent ID, properties. */
const ITEM = { ...readOnly(["container", "id", "index", "persistentID"]), ...readWrite(["name", "properties"]) };
/** What the sdef says any object can be told, and an item's own commands (download, export, reveal). */
const GENERIC = ["close", "delete", "duplicate", "exists", "open", "save", "play", "select", "download", "reveal"];

/** The playlists a source holds, by JXA's element names. */
const SOURCE_PLAYLISTS = {
  audioCDPlaylists: "audioCDPlaylist",
  libraryPlaylists: "libraryPlaylist",
  playlists: "playlist",
  radioTunerPlaylists: "radioTunerPlaylist",
  subscriptionPlaylists: "subscriptionPlaylist",
  userPlaylists: "userPlaylist",
};

const PLAYLIST: ClassTerms = {
  properties: {
    ...ITEM,
    ...readOnly(["duration", "parent", "size", "specialKind", "time", "visible"]),
    ...readWrite(["description", "disliked", "favorited"]),
  },
  elements: { tracks: "track" },
  commands: [...GENERIC, "moveTo", "search"],
};

const TRACK_VALUES = [
  ...["album", "albumArtist", "albumDisliked", "albumFavorited", "albumRating", "artist", "bookmark", "bookmarkable"],
  ...["bpm", "category", "comment", "compilation", "composer", "description", "discCount", "discNumber", "disliked"],
  ...["enabled", "episodeID", "episodeNumber", "eq", "finish", "gapless", "genre", "grouping", "longDescription"],
  ...["favorited", "lyrics", "mediaKind", "movement", "movementCount", "movementNumber", "playedCount", "playedDate"],
  ...["rating", "seasonNumber", "shufflable", "skippedCount", "skippedDate", "show", "sortAlbum", "sortArtist"],
  ...["sortAlbumArtist", "sortName", "sortComposer", "sortShow", "start", "trackCount", "trackNumber", "unplayed"],
  ...["volumeAdjustment", "work", "year"],
];
const TRACK_READ_ONLY = [
  ...["albumRatingKind", "bitRate", "cloudStatus", "databaseID", "dateAdded", "downloaderAppleID", "downloaderName"],
  ...["duration", "kind", "modificationDate", "purchaserAppleID", "purchaserName", "ratingKind", "releaseDate"],
  ...["sampleRate", "size", "time"],
];

/**
 * Music's dictionary. One liberty, said here: the application's class in the sdef has `playlists`, `sources` and
 * `tracks` but no `libraryPlaylists` or `userPlaylists` (those are a source's), yet `Application("Music")
 * .libraryPlaylists[0].tracks` and `.userPlaylists()` work on a Mac, as many public scripts rely on: Music resolves
 * a source's playlists named from the application in its library source, the shortcut iTunes has always allowed
 * ("the ability to omit parts of the references to track objects in the main library playlist", Learn AppleScript,
 * 3rd ed., ch. 21; `name of track 1 of library playlist 1` in dougscripts.com's iTunes notes). JXA sends what the
 * script names and Music answers it, so the application here holds the library source's playlists beside its own.
 */
export const MUSIC_DICTIONARY: ScriptingDictionary = {
  source:
    "Music.app's sdef (Music Suite), from its ScriptingBridge header SBMusic.h in jonathangarelick/SoundSeer " +
    "(SoundSeer/ScriptingBridge/SBMusic.h); the application's source playlists as Music resolves them (see above)",
  application: "application",
  classes: {
    application: {
      properties: {
        ...readOnly(["name", "frontmost", "version", "converting", "currentStreamTitle", "currentStreamURL"]),
        ...readOnly(["playerState", "selection"]),
        ...readWrite(["fixedIndexing", "fullScreen", "mute", "playerPosition", "shuffleEnabled", "shuffleMode"]),
        ...readWrite(["songRepeat", "soundVolume", "visualsEnabled"]),
        currentTrack: { type: { class: "track" }, writable: false },
        currentPlaylist: { type: { class: "playlist" }, writable: false },
      },
      elements: { windows: "window", sources: "source", tracks: "track", ...SOURCE_PLAYLISTS },
      commands: [
        ...["activate", "quit", "run", "add", "backTrack", "convert", "fastForward", "nextTrack", "pause", "play"],
        ...["playpause", "previousTrack", "resume", "rewind", "stop", "openLocation"],
      ],
    },
    source: {
      properties: { ...ITEM, ...readOnly(["capacity", "freeSpace", "kind"]) },
      elements: SOURCE_PLAYLISTS,
      commands: GENERIC,
    },
    playlist: PLAYLIST,
    libraryPlaylist: PLAYLIST,
    userPlaylist: {
      ...PLAYLIST,
      properties: { ...PLAYLIST.properties, ...readOnly(["smart", "genius"]), shared: READ_WRITE },
    },
    audioCDPlaylist: PLAYLIST,
    radioTunerPlaylist: PLAYLIST,
    subscriptionPlaylist: PLAYLIST,
    track: {
      properties: { ...ITEM, ...readWrite(TRACK_VALUES), ...readOnly(TRACK_READ_ONLY) },
      elements: {},
      commands: GENERIC,
    },
    window: { properties: ITEM, elements: {}, commands: GENERIC },
  },
};
