// The media players' model (Music's today; Spotify has a model of its own): the track it plays, whether it plays,
// and the controls both real dictionaries have (playerState, currentTrack, play, pause, playpause, nextTrack,
// previousTrack). Where the library lives differs per app: each folder brings its own dictionary and library.
import {
  AppleEventError,
  objectNotFound,
  type AppEventCosts,
  type AppleEvent,
  type EventReply,
  type ReplyValue,
  type Specifier,
} from "../osascript/apple-events.ts";
import type { SimAppModel } from "./app-model.ts";
import { isText, itemsOf, type PlayerCore, type PlayerLibrary } from "./player-core.ts";

/** The desktop file's `appState` for the player, each part checked; what is missing starts empty. */
function seeded(given: unknown): PlayerCore {
  const from = (given ?? {}) as { playing?: unknown; track?: { name?: unknown; artist?: unknown } | null };
  const library = itemsOf((given as { library?: unknown } | undefined)?.library);
  const track = from.track && isText(from.track.name) && isText(from.track.artist) ? from.track : null;
  return {
    playing: from.playing === true && track !== null,
    track: track && { name: track.name as string, artist: track.artist as string },
    library,
    queue: library,
  };
}

function skip(state: PlayerCore, by: number): null {
  const queue = state.queue.length > 0 ? state.queue : state.library;
  if (queue.length === 0 || state.track === null) return null;
  const at = queue.findIndex((item) => item.name === state.track?.name && item.artist === state.track.artist);
  const next = queue[(((at < 0 ? 0 : at + by) % queue.length) + queue.length) % queue.length]!;
  state.track = { name: next.name, artist: next.artist };
  return null;
}

function control(state: PlayerCore, name: string, target: Specifier): ReplyValue {
  if (target.form !== "application") throw objectNotFound();
  if (name === "play" || name === "playpause") state.playing = name === "play" || !state.playing;
  if (name === "pause") state.playing = false;
  if (state.track === null) state.playing = false;
  if (name === "nextTrack") return skip(state, 1);
  if (name === "previousTrack") return skip(state, -1);
  return null;
}

function get(state: PlayerCore, appName: string, target: Specifier): ReplyValue {
  if (target.form !== "property") throw objectNotFound();
  const { container, property } = target;
  if (container.form === "application") {
    if (property === "playerState") return state.track === null ? "stopped" : state.playing ? "playing" : "paused";
    const fixed: Record<string, ReplyValue> = { name: appName, frontmost: false, version: "1.5", soundVolume: 100 };
    if (property in fixed) return fixed[property]!;
  }
  if (container.form === "property" && container.property === "currentTrack" && state.track !== null) {
    if (property === "name" || property === "artist") return state.track[property];
  }
  throw objectNotFound();
}

function answer<S extends PlayerCore>(state: S, appName: string, library: PlayerLibrary<S>, event: AppleEvent) {
  try {
    const own = library.answer(state, event);
    if (own !== undefined) return { ok: true, value: own } as const;
    if (event.kind === "get") return { ok: true, value: get(state, appName, event.target) } as const;
    if (event.kind === "command") return { ok: true, value: control(state, event.name, event.target) } as const;
  } catch (error) {
    if (error instanceof AppleEventError) return { ok: false, number: error.number, message: error.message } as const;
    throw error;
  }
  return { ok: false, number: -1708, message: "Message not understood." } as const;
}

/**
 * The model of the player `name` whose library is `library`: its state from `appState`, its scripts' events. An
 * Apple event (or `launch()`) starts it when it is not running, as on a Mac; it starts paused.
 */
export function playerModel<S extends PlayerCore = PlayerCore>(
  name: string,
  bundleID: string,
  library: PlayerLibrary<S>,
  costs: AppEventCosts,
) {
  const dictionary = library.dictionary;
  const model: SimAppModel = {
    name,
    bundleID,
    start: (desktop, from) => {
      const state = library.seed(from.state, seeded(from.state));
      const start = () => {
        if (desktop.isRunning(name)) return;
        desktop.running.push({ name, bundleID, pid: desktop.newPid(), hidden: false });
        state.playing = false;
      };
      return {
        name,
        bundleId: bundleID,
        dictionary,
        costs,
        isRunning: () => desktop.isRunning(name),
        launch: start,
        handle: (event): EventReply => {
          start();
          return answer(state, name, library, event);
        },
        state: () => structuredClone(library.shape(state)),
      };
    },
  };
  return model;
}
