// Music's library as its dictionary (dictionary.ts) has it: one source, the library, whose `library playlist 1` holds
// every track (the application's `tracks` element is the same list) and whose `user playlists` are the person's;
// `playlists` are both. The application answers its library source's playlists too (dictionary.ts says why).
import {
  AppleEventError,
  invalidIndex,
  objectNotFound,
  type JsonRecord,
  type ReplyValue,
  type Specifier,
} from "../../osascript/apple-events.ts";
import { isText, itemsOf, playFrom, type Item, type PlayerCore, type PlayerLibrary } from "../player-core.ts";
import { MUSIC_DICTIONARY } from "./dictionary.ts";
import { searched, trackReference } from "./music-search.ts";

interface Playlist {
  name: string;
  tracks: Item[];
}

/** Music's state: the player's, and the person's playlists (`appState.Music.playlists`, track names in order). */
export interface MusicState extends PlayerCore {
  playlists: Playlist[];
}

/** What the library source and its library playlist are called in Music. */
const LIBRARY = "Library";

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

/** Whether `spec` is the application or its library source (`sources[0]`, `sources.byName("Library")`). */
function inLibrary(spec: Specifier): boolean {
  if (spec.form === "application") return true;
  if ((spec.form !== "index" && spec.form !== "name") || spec.element !== "sources") return false;
  if (spec.container.form !== "application") return false;
  if (spec.form === "name" && spec.name !== LIBRARY) throw objectNotFound();
  if (spec.form === "index" && spec.index !== 0 && spec.index !== -1) throw invalidIndex();
  return true;
}

/** The playlists an element of the library (or the application) names, in Music's order (the library's first). */
function playlistsIn(state: MusicState, container: Specifier, element: string): Playlist[] | undefined {
  if (!inLibrary(container)) return undefined;
  const library = { name: LIBRARY, tracks: state.library };
  if (element === "libraryPlaylists") return [library];
  if (element === "userPlaylists") return state.playlists;
  if (element === "playlists") return [library, ...state.playlists];
  return ["audioCDPlaylists", "radioTunerPlaylists", "subscriptionPlaylists"].includes(element) ? [] : undefined;
}

/** The playlist a specifier names (`libraryPlaylists[0]`, `userPlaylists.byName("Run")`); undefined: none is named. */
function playlistAt(state: MusicState, spec: Specifier): Playlist | undefined {
  if (spec.form !== "index" && spec.form !== "name") return undefined;
  const lists = playlistsIn(state, spec.container, spec.element);
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

/** A track's property as Music answers it (`at`: its place in the library, from 1); one not held is missing value. */
function trackProperty(item: Item, at: number, property: string): ReplyValue {
  if (property === "name" || property === "artist" || property === "album") return item[property];
  const known: Record<string, ReplyValue> = {
    albumArtist: item.artist,
    databaseID: at,
    id: at,
    index: at,
    persistentID: at.toString(16).toUpperCase().padStart(16, "0"),
    mediaKind: "song",
  };
  if (property in known) return known[property]!;
  if (!(property in MUSIC_DICTIONARY.classes.track!.properties)) throw objectNotFound();
  return null;
}

/** The track a reference by database ID names (`tracks.byId(12)` of a playlist), with its place in the library. */
function trackById(state: MusicState, spec: Specifier): { item: Item; at: number; within: Item[] } | undefined {
  if (spec.form !== "id" || spec.element !== "tracks") return undefined;
  const within = tracksIn(state, spec.container);
  const item = typeof spec.id === "number" ? state.library[spec.id - 1] : undefined;
  if (!within || !item || !within.includes(item)) throw objectNotFound();
  return { item, at: spec.id as number, within };
}

/** search: a playlist's tracks found as its Search field finds them, as references (music-search.ts). */
function search(state: MusicState, target: Specifier, args: JsonRecord): ReplyValue | undefined {
  const tracks = playlistAt(state, target)?.tracks;
  if (!tracks) return undefined;
  const found = searched(tracks, args);
  if (found === "bad only") throw new AppleEventError(-1700, "Can't make some data into the expected type.");
  const places = new Map(state.library.map((item, i) => [item, i + 1]));
  return found.map((item) => trackReference(target, places.get(item)!));
}

function get(state: MusicState, target: Specifier): ReplyValue | undefined {
  if (target.form !== "property") return undefined;
  const byId = trackById(state, target.container);
  if (byId) return trackProperty(byId.item, byId.at, target.property);
  if (target.container.form !== "every") return undefined;
  const { container, property } = target;
  if (container.element === "tracks") {
    const tracks = tracksIn(state, container.container);
    const places = tracks === state.library ? undefined : new Map(state.library.map((item, i) => [item, i]));
    return tracks?.map((item, i) => trackProperty(item, (places?.get(item) ?? i) + 1, property));
  }
  if (container.element === "sources" && container.container.form === "application") {
    if (property === "name") return [LIBRARY];
    if (property === "kind") return ["library"];
    throw objectNotFound();
  }
  const lists = playlistsIn(state, container.container, container.element);
  if (!lists) return undefined;
  if (property !== "name") throw objectNotFound();
  return lists.map((list) => list.name);
}

function play(state: MusicState, target: Specifier): ReplyValue | undefined {
  const byId = trackById(state, target);
  if (byId) return playFrom(state, byId.within, byId.within.indexOf(byId.item));
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
  dictionary: MUSIC_DICTIONARY,
  seed: (given, core) => ({ ...core, playlists: playlistsFrom(given, itemsOf(core.library)) }),
  answer: (state, event) => {
    if (event.kind === "get") return get(state, event.target);
    if (event.kind === "command" && event.name === "play") return play(state, event.target);
    if (event.kind === "command" && event.name === "search") return search(state, event.target, event.args);
    if (event.kind !== "count" || event.target.form !== "every") return undefined;
    const { container, element } = event.target;
    if (element === "tracks") return tracksIn(state, container)?.length;
    if (element === "sources" && container.form === "application") return 1;
    return playlistsIn(state, container, element)?.length;
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
