// Music's library as its real dictionary has it: `library playlist 1` holds every track (the application's
// `tracks` element is the same list), the person's playlists are `user playlists`, and `playlists` are both;
// tracks have a name, an artist and an album, and a track or a playlist can be played.
import {
  invalidIndex,
  objectNotFound,
  READ_ONLY,
  type ClassTerms,
  type ReplyValue,
  type Specifier,
} from "../../osascript/apple-events.ts";
import { isText, itemsOf, playFrom, type Item, type PlayerCore, type PlayerLibrary } from "../player-core.ts";

interface Playlist {
  name: string;
  tracks: Item[];
}

/** Music's state: the player's, and the person's playlists (`appState.Music.playlists`, track names in order). */
export interface MusicState extends PlayerCore {
  playlists: Playlist[];
}

/** What the library playlist is called in Music. */
const LIBRARY = "Library";

const PLAYLIST: ClassTerms = { properties: { name: READ_ONLY }, elements: { tracks: "track" }, commands: ["play"] };
const TRACK_PROPERTIES = ["name", "artist", "album"] as const;

/** Each seeded playlist's tracks found in the library by name; a name the library lacks is left out. */
function playlistsFrom(given: unknown, library: Item[]): Playlist[] {
  const lists = (given as { playlists?: unknown } | undefined)?.playlists;
  return (Array.isArray(lists) ? (lists as { name?: unknown; tracks?: unknown }[]) : [])
    .filter((list) => isText(list.name))
    .map((list) => ({
      name: list.name as string,
      tracks: (Array.isArray(list.tracks) ? (list.tracks as unknown[]) : [])
        .map((name) => library.find((item) => item.name === name))
        .filter((item): item is Item => item !== undefined),
    }));
}

/** The playlists an element of the application names, in Music's order (the library playlist first). */
function playlistsIn(state: MusicState, element: string): Playlist[] | undefined {
  const library = { name: LIBRARY, tracks: state.library };
  if (element === "libraryPlaylists") return [library];
  if (element === "userPlaylists") return state.playlists;
  return element === "playlists" ? [library, ...state.playlists] : undefined;
}

/** The playlist a specifier names (`libraryPlaylists[0]`, `userPlaylists.byName("Run")`); undefined: none is named. */
function playlistAt(state: MusicState, spec: Specifier): Playlist | undefined {
  if ((spec.form !== "index" && spec.form !== "name") || spec.container.form !== "application") return undefined;
  const lists = playlistsIn(state, spec.element);
  if (!lists) return undefined;
  if (spec.form === "name") {
    const found = lists.find((list) => list.name === spec.name);
    if (!found) throw objectNotFound();
    return found;
  }
  const found = lists.at(spec.index);
  if (!found) throw invalidIndex();
  return found;
}

/** The tracks of what `container` names: the application's tracks are the library's. */
function tracksIn(state: MusicState, container: Specifier): Item[] | undefined {
  return container.form === "application" ? state.library : playlistAt(state, container)?.tracks;
}

function get(state: MusicState, target: Specifier): ReplyValue | undefined {
  if (target.form !== "property" || target.container.form !== "every") return undefined;
  const { container, property } = target;
  if (container.element === "tracks") {
    const tracks = tracksIn(state, container.container);
    if (!tracks) return undefined;
    if (!TRACK_PROPERTIES.includes(property as never)) throw objectNotFound();
    return tracks.map((item) => item[property as keyof Item]);
  }
  const lists = container.container.form === "application" ? playlistsIn(state, container.element) : undefined;
  if (!lists) return undefined;
  if (property !== "name") throw objectNotFound();
  return lists.map((list) => list.name);
}

function play(state: MusicState, target: Specifier): ReplyValue | undefined {
  if (target.form === "index" && target.element === "tracks") {
    const tracks = tracksIn(state, target.container);
    if (!tracks) return undefined;
    return playFrom(state, tracks, target.index < 0 ? tracks.length + target.index : target.index);
  }
  const list = playlistAt(state, target);
  return list && (list.tracks.length === 0 ? null : playFrom(state, list.tracks, 0));
}

/** Music's library, answered as the real app answers it. */
export const MUSIC_LIBRARY: PlayerLibrary<MusicState> = {
  elements: {
    tracks: "track",
    playlists: "playlist",
    libraryPlaylists: "libraryPlaylist",
    userPlaylists: "userPlaylist",
  },
  classes: {
    track: { properties: { name: READ_ONLY, artist: READ_ONLY, album: READ_ONLY }, elements: {}, commands: ["play"] },
    playlist: PLAYLIST,
    libraryPlaylist: PLAYLIST,
    userPlaylist: PLAYLIST,
  },
  seed: (given, core) => ({ ...core, playlists: playlistsFrom(given, itemsOf(core.library)) }),
  answer: (state, event) => {
    if (event.kind === "get") return get(state, event.target);
    if (event.kind === "command" && event.name === "play") return play(state, event.target);
    if (event.kind !== "count" || event.target.form !== "every") return undefined;
    const { container, element } = event.target;
    if (element === "tracks") return tracksIn(state, container)?.length;
    return container.form === "application" ? playlistsIn(state, element)?.length : undefined;
  },
  shape: ({ playing, track, library, playlists }) => ({
    playing,
    track,
    library,
    ...(playlists.length > 0
      ? { playlists: playlists.map((list) => ({ ...list, tracks: list.tracks.map((t) => t.name) })) }
      : {}),
  }),
};
