// What the simulated Spotify knows of the catalogue: the desktop file's library (name, artist, album), each track and
// album given a URI derived from its names, so that a test, the model and the Web API double agree on them without
// storing any. A track may say how popular it is (covers and karaoke of a famous title are less so) and where it
// plays; the same recording on two releases (same name and artist) is one track's instances, as Spotify relinks them.
// Playlists are an optional extra there: {"name", "tracks": [{"name", "artist"}], "owner"?, "unavailable"?}.
import { createHash } from "node:crypto";
import { InputError } from "../../../../agent/src/errors/index.ts";

export interface LibraryItem {
  name: string;
  artist: string;
  album: string;
  /** Spotify's `popularity`, 0-100: how often it is played lately; the search ranks by it (default 50). */
  popularity?: number;
  /** The markets (ISO 3166-1 alpha-2 codes) where this instance plays; absent: every market. */
  markets?: string[];
}

export interface Playlist {
  name: string;
  tracks: { name: string; artist: string }[];
  /** Who made it (its owner's display name); default: Spotify's own editors. */
  owner?: string;
  /** A playlist the search finds but will not show (removed, private): its place in the answer is null. */
  unavailable?: boolean;
}

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** A Spotify ID (22 base-62 characters, as real ones are) derived from `parts`: the same parts, the same ID. */
function idOf(...parts: string[]): string {
  const digest = createHash("sha256").update(parts.join("\u0000")).digest();
  return [...digest.subarray(0, 22)].map((byte) => BASE62[byte % 62]).join("");
}

/** A library track's URI: spotify:track:<ID of its name, artist and album>. */
export const trackUri = (item: LibraryItem): string =>
  `spotify:track:${idOf("track", item.name, item.artist, item.album)}`;

/** An album's URI: spotify:album:<ID of its name and artist>. */
export const albumUri = (item: { album: string; artist: string }): string =>
  `spotify:album:${idOf("album", item.album, item.artist)}`;

/** A seeded playlist's URI: spotify:playlist:<ID of its name>. */
export const playlistUri = (playlist: { name: string }): string =>
  `spotify:playlist:${idOf("playlist", playlist.name)}`;

/** The tracks a URI starts: a track, an album's tracks in library order, a playlist's; none for an unknown URI. */
export function tracksOf(uri: string, library: readonly LibraryItem[], playlists: readonly Playlist[]): LibraryItem[] {
  if (uri.startsWith("spotify:track:")) return library.filter((item) => trackUri(item) === uri);
  if (uri.startsWith("spotify:album:")) return library.filter((item) => albumUri(item) === uri);
  const playlist = playlists.find((list) => playlistUri(list) === uri);
  if (!playlist) return [];
  return playlist.tracks.flatMap((t) => library.filter((item) => item.name === t.name && item.artist === t.artist));
}

/** Whether this instance of a track plays in `market` (no market: the catalogue's instance, as asked). */
export const playsIn = (item: LibraryItem, market: string | undefined): boolean =>
  market === undefined || item.markets === undefined || item.markets.includes(market);

/**
 * Track relinking: the instance of `item` that plays in `market`, itself when it does, else the same recording (its
 * name and artist) on another release that does; undefined when none does (developer.spotify.com "Track Relinking").
 */
export function playableInstance(
  item: LibraryItem,
  library: readonly LibraryItem[],
  market: string | undefined,
): LibraryItem | undefined {
  if (playsIn(item, market)) return item;
  return library.find((other) => other.name === item.name && other.artist === item.artist && playsIn(other, market));
}

/**
 * The Spotify market of the simulated Mac: the country of its locale (the desktop file's `sim.locale`: "de_DE" is DE,
 * "zh_Hans_TW" TW), a new Mac's en_US when none is given; undefined for a language alone ("de").
 */
export function marketOf(conditions: Readonly<Record<string, unknown>>): string | undefined {
  const locale = conditions.locale ?? "en_US";
  if (typeof locale !== "string" || !/^[a-z]{2,3}(_[A-Z][a-z]{3})?(_[A-Z]{2})?$/.test(locale))
    throw new InputError('not a desktop snapshot: sim.locale must be a locale such as "de_DE"');
  return /_([A-Z]{2})$/.exec(locale)?.[1];
}
