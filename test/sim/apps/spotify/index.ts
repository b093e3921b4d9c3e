import { SPOTIFY_COSTS, SPOTIFY_PLAYER_READY_MS } from "../../costs.ts";
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

const BUNDLE_ID = "com.spotify.client";

/**
 * Spotify's model: the track it plays, whether it plays, its library (the simulated catalogue), its own dictionary.
 * An Apple event (or `launch()`) starts it when it is not running; its player then loads for a while
 * (SPOTIFY_PLAYER_READY_MS from the launch, on the Mac's clock), and until it has, a play is lost and the player's
 * properties answer an error, as reported on real Macs (costs.ts names the reports).
 */
export const spotifyModel: SimAppModel = {
  name: "Spotify",
  bundleID: BUNDLE_ID,
  start: (desktop, from) => {
    const state = seeded(from.state);
    const settings = { soundVolume: 100, playerPosition: 0, repeating: false, shuffling: false };
    const player: Player = { state, queue: state.library, settings };
    // When its player has loaded, on the Mac's clock; undefined: it was running before anything reached it.
    let readyAt: number | undefined;
    const start = () => {
      if (desktop.isRunning("Spotify")) return;
      desktop.running.push({ name: "Spotify", bundleID: BUNDLE_ID, pid: desktop.newPid(), hidden: false });
      state.playing = false;
      readyAt = desktop.now() + SPOTIFY_PLAYER_READY_MS;
    };
    return {
      name: "Spotify",
      bundleId: BUNDLE_ID,
      dictionary: SPOTIFY_DICTIONARY,
      costs: SPOTIFY_COSTS,
      isRunning: () => desktop.isRunning("Spotify"),
      launch: start,
      handle: (event) => {
        start();
        return answer(player, "Spotify", event, readyAt === undefined || desktop.now() >= readyAt);
      },
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
