// The media players' model (Spotify, Music), shared by their folders: a library, the track it plays and whether it
// plays, read and changed by the Apple events of the scripts the Spoon sends (spoon/src/apps/media-player.ts).
import {
  AppleEventError,
  objectNotFound,
  READ_ONLY,
  STANDARD_APPLICATION,
  type AppleEvent,
  type EventReply,
  type ReplyValue,
  type ScriptingDictionary,
  type Specifier,
} from "../osascript/apple-events.ts";
import type { SimAppModel } from "./app-model.ts";

interface Item {
  name: string;
  artist: string;
  album: string;
}

/** A player's state as `SimMac.appState` shows it and a desktop file's `appState` seeds it. */
export interface PlayerState {
  playing: boolean;
  track: { name: string; artist: string } | null;
  library: Item[];
}

/** The player's terms the scripts use, under their JXA names. */
const DICTIONARY: ScriptingDictionary = {
  application: "application",
  classes: {
    application: {
      properties: {
        ...STANDARD_APPLICATION.properties,
        playerState: READ_ONLY,
        currentTrack: { type: { class: "track" }, writable: false },
      },
      elements: { ...STANDARD_APPLICATION.elements, tracks: "track" },
      commands: [...STANDARD_APPLICATION.commands, "play", "pause", "playpause", "nextTrack", "previousTrack"],
    },
    track: { properties: { name: READ_ONLY, artist: READ_ONLY, album: READ_ONLY }, elements: {}, commands: ["play"] },
  },
};

const isText = (value: unknown): value is string => typeof value === "string";

/** The desktop file's `appState` for the player, each part checked; what is missing starts empty. */
function seeded(given: unknown): PlayerState {
  const from = (given ?? {}) as {
    playing?: unknown;
    track?: { name?: unknown; artist?: unknown } | null;
    library?: unknown;
  };
  const library = (Array.isArray(from.library) ? (from.library as Partial<Item>[]) : []).filter(
    (item) => isText(item.name) && isText(item.artist) && isText(item.album),
  ) as Item[];
  const track = from.track && isText(from.track.name) && isText(from.track.artist) ? from.track : null;
  return {
    playing: from.playing === true && track !== null,
    track: track && { name: track.name as string, artist: track.artist as string },
    library,
  };
}

/** Where the current track is in the library (-1: not in it). */
const position = (state: PlayerState) =>
  state.library.findIndex((item) => item.name === state.track?.name && item.artist === state.track.artist);

function playItem(state: PlayerState, item: Item | undefined): null {
  if (!item) throw objectNotFound();
  state.track = { name: item.name, artist: item.artist };
  state.playing = true;
  return null;
}

function skip(state: PlayerState, by: number): null {
  const count = state.library.length;
  if (count === 0 || state.track === null) return null;
  const at = position(state);
  const next = state.library[(((at < 0 ? 0 : at + by) % count) + count) % count]!;
  state.track = { name: next.name, artist: next.artist };
  return null;
}

function command(state: PlayerState, name: string, target: Specifier): ReplyValue {
  if (target.form === "index" && target.element === "tracks" && name === "play")
    return playItem(state, state.library.at(target.index));
  if (target.form !== "application") throw objectNotFound();
  if (name === "play" || name === "playpause") state.playing = name === "play" || !state.playing;
  if (name === "pause") state.playing = false;
  if (state.track === null) state.playing = false;
  if (name === "nextTrack") return skip(state, 1);
  if (name === "previousTrack") return skip(state, -1);
  return null;
}

function get(state: PlayerState, appName: string, target: Specifier): ReplyValue {
  if (target.form !== "property") throw objectNotFound();
  const { container, property } = target;
  if (container.form === "application") {
    if (property === "name") return appName;
    if (property === "playerState") return state.track === null ? "stopped" : state.playing ? "playing" : "paused";
    throw objectNotFound();
  }
  if (container.form === "every" && container.element === "tracks" && ["name", "artist", "album"].includes(property))
    return state.library.map((item) => item[property as keyof Item]);
  if (container.form === "property" && container.property === "currentTrack" && state.track !== null) {
    if (property === "name" || property === "artist") return state.track[property];
  }
  throw objectNotFound();
}

function answer(state: PlayerState, appName: string, event: AppleEvent): EventReply {
  try {
    if (event.kind === "get") return { ok: true, value: get(state, appName, event.target) };
    if (event.kind === "count" && event.target.form === "every" && event.target.element === "tracks")
      return { ok: true, value: state.library.length };
    if (event.kind === "command") return { ok: true, value: command(state, event.name, event.target) };
  } catch (error) {
    if (error instanceof AppleEventError) return { ok: false, number: error.number, message: error.message };
    throw error;
  }
  return { ok: false, number: -1708, message: "Message not understood." };
}

/** The model of the player `name`: its state from the desktop file's `appState`, its scripts' events answered. */
export function playerModel(name: string, bundleID: string): SimAppModel {
  return {
    name,
    bundleID,
    start: (desktop, from) => {
      const state = seeded(from.state);
      return {
        name,
        bundleId: bundleID,
        dictionary: DICTIONARY,
        isRunning: () => desktop.isRunning(name),
        launch: () => {},
        handle: (event) => answer(state, name, event),
        state: () => structuredClone(state),
      };
    },
  };
}
