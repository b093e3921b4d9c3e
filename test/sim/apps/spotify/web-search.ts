// The Web API double's search (GET /v1/search): the simulated catalogue's tracks, albums and playlists that q finds,
// ranked as Spotify ranks them: an item whose name is q first, then one whose name holds q's words, then one whose
// fields do between them; the more popular first within each (so a famous title leads its covers and karaoke
// versions, which follow it); with a market, only what plays there, a track relinked to its playable instance.
import {
  albumUri,
  playableInstance,
  playlistUri,
  playsIn,
  trackUri,
  type LibraryItem,
  type Playlist,
} from "./catalogue.ts";

/** What a search asks: q, the types wanted, at most `limit` of each, in `market` when one is given. */
export interface SearchAsked {
  q: string;
  types: string[];
  limit: number;
  market: string | undefined;
}

export interface Catalogue {
  library: readonly LibraryItem[];
  playlists: readonly Playlist[];
}

/** A popularity the catalogue does not give: the middle of Spotify's 0-100. */
const POPULARITY = 50;

const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);
/** Text as compared: lower case, one space between words. */
const plain = (text: string) => words(text).join(" ");
/** A track's name without the version Spotify appends ("Bohemian Rhapsody - Remastered 2011"). */
const baseName = (name: string) => name.replace(/ - [^-]+$/, "");

/** q's filters (artist:"x y", track:x) and its free words. */
function parseQuery(q: string): { filters: [string, string][]; free: string[] } {
  const filters: [string, string][] = [];
  const rest = q.replace(/\b(artist|track|album):(?:"([^"]*)"|(\S+))/gi, (_all, field: string, quoted, bare) => {
    filters.push([field.toLowerCase(), (quoted ?? bare) as string]);
    return " ";
  });
  return { filters: filters.map(([field, value]) => [field, plain(value)]), free: words(rest) };
}

type Fields = { track?: string; artist: string; album?: string; name: string };

/** How well an item answers q: undefined when it does not; 0 its name is q, 1 its name holds q, 2 its fields do. */
function relevance({ filters, free }: ReturnType<typeof parseQuery>, fields: Fields): number | undefined {
  const filtered = filters.every(([field, value]) => {
    const text = fields[field as "track" | "artist" | "album"];
    return text !== undefined && plain(text).includes(value);
  });
  const all = plain([fields.name, fields.artist, fields.album ?? ""].join(" "));
  if (!filtered || !free.every((word) => all.includes(word))) return undefined;
  const wanted = free.join(" ");
  const name = plain(fields.name);
  if (name === wanted || plain(baseName(fields.name)) === wanted) return 0;
  return name.includes(wanted) ? 1 : 2;
}

/** The items q finds, best first: by relevance, then popularity, then the catalogue's order. */
function ranked<T>(q: string, items: readonly T[], fields: (item: T) => Fields, popularity: (item: T) => number): T[] {
  const query = parseQuery(q);
  return items
    .map((item, order) => ({ item, order, tier: relevance(query, fields(item)) }))
    .filter((found): found is { item: T; order: number; tier: number } => found.tier !== undefined)
    .sort((a, b) => a.tier - b.tier || popularity(b.item) - popularity(a.item) || a.order - b.order)
    .map((found) => found.item);
}

const idOf = (uri: string) => uri.split(":")[2]!;
const popularityOf = (item: LibraryItem) => item.popularity ?? POPULARITY;

/** A track as the API answers it; a relinked one carries the instance asked for in `linked_from`. */
function trackObject(item: LibraryItem, asked: LibraryItem, market: string | undefined): Record<string, unknown> {
  const uri = trackUri(item);
  return {
    ...{ id: idOf(uri), name: item.name, uri, type: "track", popularity: popularityOf(item) },
    artists: [{ name: item.artist, type: "artist" }],
    album: { name: item.album, uri: albumUri(item), artists: [{ name: item.artist }] },
    ...(market === undefined ? {} : { is_playable: true }),
    ...(item === asked ? {} : { linked_from: { id: idOf(trackUri(asked)), uri: trackUri(asked), type: "track" } }),
  };
}

/** A track by its URI as GET /v1/tracks/{id} answers it, relinked in `market`; undefined when there is none. */
export function trackAnswer(
  uri: string,
  market: string | undefined,
  library: readonly LibraryItem[],
): Record<string, unknown> | undefined {
  const item = library.find((t) => trackUri(t) === uri);
  if (!item) return undefined;
  const playable = playableInstance(item, library, market);
  return playable ? trackObject(playable, item, market) : { ...trackObject(item, item, undefined), is_playable: false };
}

/** The tracks found, each once as the instance that plays in the market; the first `limit`, and how many in all. */
function tracksFound(asked: SearchAsked, library: readonly LibraryItem[]): { items: unknown[]; total: number } {
  const found = ranked(asked.q, library, (t) => ({ ...t, track: t.name }), popularityOf);
  const answered = new Map<string, Record<string, unknown>>();
  for (const item of found) {
    if (answered.size === asked.limit) break;
    const playable = playableInstance(item, library, asked.market);
    if (playable && !answered.has(trackUri(playable)))
      answered.set(trackUri(playable), trackObject(playable, item, asked.market));
  }
  return { items: [...answered.values()], total: found.length };
}

/** The albums found that have a track playing in the market, each as popular as its most popular track. */
function albumsFound(asked: SearchAsked, library: readonly LibraryItem[]): { items: unknown[]; total: number } {
  const albums = new Map<string, { album: string; artist: string; tracks: LibraryItem[] }>();
  for (const track of library) {
    const key = `${track.album}\u0000${track.artist}`;
    const album = albums.get(key) ?? { album: track.album, artist: track.artist, tracks: [] };
    albums.set(key, album);
    album.tracks.push(track);
  }
  const plays = [...albums.values()].filter((a) => a.tracks.some((t) => playsIn(t, asked.market)));
  const popularity = (a: { tracks: LibraryItem[] }) => Math.max(...a.tracks.map(popularityOf));
  const found = ranked(asked.q, plays, (a) => ({ name: a.album, album: a.album, artist: a.artist }), popularity);
  const items = found.slice(0, asked.limit).map((a) => ({
    ...{ id: idOf(albumUri(a)), name: a.album, uri: albumUri(a), type: "album" },
    artists: [{ name: a.artist, type: "artist" }],
  }));
  return { items, total: found.length };
}

/** A playlist as the API answers it, owned by whoever made it; one the API will not show is null. */
function playlistObject(list: Playlist): Record<string, unknown> | null {
  if (list.unavailable === true) return null;
  const owner = list.owner ?? "Spotify";
  const ownerId = owner.toLowerCase().replace(/[^a-z0-9]+/g, "");
  return {
    ...{ id: idOf(playlistUri(list)), name: list.name, uri: playlistUri(list), type: "playlist" },
    owner: { display_name: owner, id: ownerId || "spotify", type: "user" },
  };
}

/** The answer's body for `asked`: a page of each type asked for, at most `limit` items in each. */
export function searchAnswer(asked: SearchAsked, { library, playlists }: Catalogue): Record<string, unknown> {
  const page = ({ items, total }: { items: unknown[]; total: number }) => ({
    items: items.slice(0, asked.limit),
    ...{ limit: asked.limit, offset: 0, total, next: null, previous: null },
  });
  const answer: Record<string, unknown> = {};
  if (asked.types.includes("track")) answer.tracks = page(tracksFound(asked, library));
  if (asked.types.includes("album")) answer.albums = page(albumsFound(asked, library));
  if (asked.types.includes("playlist")) {
    const found = ranked(
      asked.q,
      playlists,
      (p) => ({ name: p.name, artist: "" }),
      () => 0,
    );
    answer.playlists = page({ items: found.map(playlistObject), total: found.length });
  }
  return answer;
}
