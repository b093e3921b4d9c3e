// What a media player's model and its library share: a library item, the player's state, a library's terms.
import {
  objectNotFound,
  type AppleEvent,
  type ReplyValue,
  type ScriptingDictionary,
} from "../osascript/apple-events.ts";

export interface Item {
  name: string;
  artist: string;
  album: string;
}

/** What every player has: what it plays, whether it plays, its library, and what next and previous move through. */
export interface PlayerCore {
  playing: boolean;
  track: { name: string; artist: string } | null;
  library: Item[];
  /** The items the last play started in (the library, an album's or a playlist's tracks): next/previous walk it. */
  queue: Item[];
}

/** A player's library as its own dictionary has it: its dictionary, its seed, its events and its appState. */
export interface PlayerLibrary<S extends PlayerCore> {
  /** The app's whole dictionary (a digest of its sdef, its source named). */
  dictionary: ScriptingDictionary;
  seed(given: unknown, core: PlayerCore): S;
  /** Its answer to an event about the library; undefined when the event is not about it. Throws AppleEventError. */
  answer(state: S, event: AppleEvent): ReplyValue | undefined;
  shape(state: S): object;
}

export const isText = (value: unknown): value is string => typeof value === "string";

/** The items of a seeded list that have a name, an artist and an album. */
export const itemsOf = (given: unknown): Item[] =>
  (Array.isArray(given) ? (given as Partial<Item>[]) : []).filter(
    (item) => isText(item.name) && isText(item.artist) && isText(item.album),
  ) as Item[];

/** Plays `items[at]`, next and previous then moving through `items`; no such item is the real error. */
export function playFrom(state: PlayerCore, items: Item[], at: number): null {
  const item = items[at];
  if (!item) throw objectNotFound();
  state.track = { name: item.name, artist: item.artist };
  state.playing = true;
  state.queue = items;
  return null;
}
