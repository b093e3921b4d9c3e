// Spotify's model: the track it plays and whether it plays, changed and read by the Apple events of its own dictionary
// (dictionary.ts): playTrack(uri, {inContext}) starts a catalogue item by its URI, the controls move in what it plays.
import {
  AppleEventError,
  objectNotFound,
  type AppleEvent,
  type EventReply,
  type JsonValue,
  type ReplyValue,
  type Specifier,
} from "../../osascript/apple-events.ts";
import { albumUri, trackUri, tracksOf, type LibraryItem, type Playlist } from "./catalogue.ts";
import { SETTABLE, SPOTIFY_DICTIONARY } from "./dictionary.ts";

/** Spotify's state as `SimMac.appState` shows it; `playlists` only when the desktop file seeds some. */
export interface SpotifyState {
  playing: boolean;
  track: { name: string; artist: string } | null;
  library: LibraryItem[];
  playlists?: Playlist[];
}

/** What the player holds beyond its state: the tracks it plays through (the item played), its settings. */
export interface Player {
  state: SpotifyState;
  queue: LibraryItem[];
  settings: Record<(typeof SETTABLE)[number], JsonValue>;
}

const at = (player: Player) =>
  player.queue.findIndex((item) => item.name === player.state.track?.name && item.artist === player.state.track.artist);

function skip(player: Player, by: number): null {
  const count = player.queue.length;
  if (count === 0 || player.state.track === null) return null;
  const here = at(player);
  const next = player.queue[(((here < 0 ? 0 : here + by) % count) + count) % count]!;
  player.state.track = { name: next.name, artist: next.artist };
  return null;
}

/**
 * playTrack: the item the URI names starts (in its context when one is given). A URI Spotify does not know starts
 * nothing and reports no error, as the real app's command returns nothing either way.
 */
function playTrack(player: Player, uri: JsonValue, context: JsonValue): null {
  const { library, playlists = [] } = player.state;
  const started = typeof uri === "string" ? tracksOf(uri, library, playlists) : [];
  if (started.length === 0) return null;
  const within = typeof context === "string" ? tracksOf(context, library, playlists) : [];
  player.queue = within.length > 0 ? within : started.length > 1 ? started : library;
  player.state.track = { name: started[0]!.name, artist: started[0]!.artist };
  player.state.playing = true;
  return null;
}

function command(player: Player, event: Extract<AppleEvent, { kind: "command" }>): ReplyValue {
  if (event.target.form !== "application") throw objectNotFound();
  const { state } = player;
  if (event.name === "playTrack") return playTrack(player, event.args.direct ?? null, event.args.inContext ?? null);
  if (event.name === "play" || event.name === "playpause") state.playing = event.name === "play" || !state.playing;
  if (event.name === "pause") state.playing = false;
  if (state.track === null) state.playing = false;
  if (event.name === "nextTrack") return skip(player, 1);
  if (event.name === "previousTrack") return skip(player, -1);
  return null;
}

/** The current track's properties: what the library says of it, and what Spotify says of any track. */
function trackProperty(player: Player, property: string): ReplyValue {
  const { track, library } = player.state;
  if (track === null) throw objectNotFound();
  const item = library.find((i) => i.name === track.name && i.artist === track.artist) ?? { ...track, album: "" };
  const onAlbum = library.filter((i) => albumUri(i) === albumUri(item));
  const values: Record<string, ReplyValue> = {
    ...{ name: item.name, artist: item.artist, album: item.album, albumArtist: item.artist },
    ...{ id: trackUri(item), spotifyUrl: trackUri(item), discNumber: 1, duration: 0, playedCount: 0 },
    ...{ trackNumber: onAlbum.indexOf(item) + 1, starred: false, popularity: 0, artworkUrl: "" },
    // Deprecated in the sdef: "will never be set".
    artwork: null,
  };
  if (!(property in values)) throw objectNotFound();
  return values[property]!;
}

function get(player: Player, appName: string, target: Specifier): ReplyValue {
  if (target.form !== "property") throw objectNotFound();
  const { container, property } = target;
  if (container.form === "property" && container.property === "currentTrack") return trackProperty(player, property);
  if (container.form !== "application") throw objectNotFound();
  const { state } = player;
  if (property === "playerState") return state.track === null ? "stopped" : state.playing ? "playing" : "paused";
  const fixed: Record<string, ReplyValue> = { name: appName, frontmost: false, version: "1.2.40" };
  const value = { repeatingEnabled: true, shufflingEnabled: true, ...fixed, ...player.settings }[property];
  if (value === undefined) throw objectNotFound();
  return value;
}

function set(player: Player, target: Specifier, value: JsonValue): ReplyValue {
  const name = target.form === "property" && target.container.form === "application" ? target.property : "";
  if (!(SETTABLE as readonly string[]).includes(name)) throw new AppleEventError(-10003, "Access not allowed.");
  player.settings[name as (typeof SETTABLE)[number]] = value;
  return null;
}

/** The player's commands and properties: what a Spotify whose player has not loaded yet does not do. */
const PLAYER_TERMS = new Set([...Object.keys(SPOTIFY_DICTIONARY.classes.application!.properties), "currentTrack"]);
const STANDARD = ["name", "frontmost", "version"];

/** While the player loads: a play or a skip is lost (no error), the player's properties answer an error. */
function loading(event: AppleEvent): EventReply | undefined {
  if (event.kind === "command") return event.name === "activate" || event.name === "quit" ? undefined : LOST;
  if (event.kind !== "get" && event.kind !== "set") return undefined;
  let target = event.target;
  while (target.form === "property" && target.container.form !== "application") target = target.container;
  const property = target.form === "property" ? target.property : "";
  return PLAYER_TERMS.has(property) && !STANDARD.includes(property) ? NOT_LOADED : undefined;
}
const LOST: EventReply = { ok: true, value: null };
const NOT_LOADED: EventReply = { ok: false, number: -1728, message: "Can't get object." };

/**
 * The answer to one Apple event of a script; an error the app reports comes back as the reply's error. `ready`:
 * whether its player has loaded since its launch.
 */
export function answer(player: Player, appName: string, event: AppleEvent, ready = true): EventReply {
  const early = ready ? undefined : loading(event);
  if (early) return early;
  try {
    if (event.kind === "get") return { ok: true, value: get(player, appName, event.target) };
    if (event.kind === "set") return { ok: true, value: set(player, event.target, event.value) };
    if (event.kind === "command") return { ok: true, value: command(player, event) };
  } catch (error) {
    if (error instanceof AppleEventError) return { ok: false, number: error.number, message: error.message };
    throw error;
  }
  return { ok: false, number: -1708, message: "Message not understood." };
}
