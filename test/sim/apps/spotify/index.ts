import type { SimAppModel } from "../app-model.ts";
import type { LibraryItem, Playlist } from "./catalogue.ts";
import { SPOTIFY_DICTIONARY } from "./dictionary.ts";
import { answer, type Player, type SpotifyState } from "./spotify-model.ts";
import { SIM_CREDENTIALS, SpotifyWebApiDouble } from "./web-api.ts";

const isText = (value: unknown): value is string => typeof value === "string";
const isTrack = (item: Partial<LibraryItem> | null): boolean =>
  typeof item === "object" && item !== null && isText(item.name) && isText(item.artist);

/** The desktop file's `appState` for Spotify, each part checked; what is missing starts empty. */
function seeded(given: unknown): SpotifyState {
  const from = (given ?? {}) as { playing?: unknown; track?: Partial<LibraryItem> | null; library?: unknown };
  const listed = (Array.isArray(from.library) ? from.library : []) as Partial<LibraryItem>[];
  const library = listed.filter((item) => isTrack(item) && isText(item.album)) as LibraryItem[];
  const track = from.track && isTrack(from.track) ? { name: from.track.name!, artist: from.track.artist! } : null;
  const state: SpotifyState = { playing: from.playing === true && track !== null, track, library };
  const lists = (given as { playlists?: unknown } | undefined)?.playlists;
  if (Array.isArray(lists)) {
    const valid = (list: Partial<Playlist> | null) => isText(list?.name) && Array.isArray(list?.tracks);
    state.playlists = (lists as Partial<Playlist>[]).filter(valid).map((list) => ({
      name: list.name!,
      tracks: list.tracks!.filter(isTrack).map((t) => ({ name: t.name, artist: t.artist })),
    }));
  }
  return state;
}

/** Spotify's model: the track it plays, whether it plays, its library (the simulated catalogue), its own dictionary. */
export const spotifyModel: SimAppModel = {
  name: "Spotify",
  bundleID: "com.spotify.client",
  start: (desktop, from) => {
    const state = seeded(from.state);
    const settings = { soundVolume: 100, playerPosition: 0, repeating: false, shuffling: false };
    const player: Player = { state, queue: state.library, settings };
    return {
      name: "Spotify",
      bundleId: "com.spotify.client",
      dictionary: SPOTIFY_DICTIONARY,
      isRunning: () => desktop.isRunning("Spotify"),
      launch: () => {},
      handle: (event) => answer(player, "Spotify", event),
      state: () => structuredClone(state),
    };
  },
  // Its catalogue search: the Web API double over its library, with the credentials the double accepts.
  webService: async (state) => {
    const api = await SpotifyWebApiDouble.start(() => state() as SpotifyState | undefined);
    return {
      config: { spotify: { ...SIM_CREDENTIALS, accountsUrl: api.url, apiUrl: api.url } },
      close: () => api.close(),
    };
  },
};
