// A player library as an element of the application (`app.tracks`): what Spotify's model answers until its folder
// brings a library of its own.
import { objectNotFound, READ_ONLY } from "../osascript/apple-events.ts";
import { playFrom, type Item, type PlayerCore, type PlayerLibrary } from "./player-core.ts";

/** The library as the application's `tracks` element: their names, artists and albums in bulk, and one played. */
export const APPLICATION_TRACKS: PlayerLibrary<PlayerCore> = {
  elements: { tracks: "track" },
  classes: {
    track: { properties: { name: READ_ONLY, artist: READ_ONLY, album: READ_ONLY }, elements: {}, commands: ["play"] },
  },
  seed: (_given, core) => core,
  answer: (state, event) => {
    const target = event.kind === "get" || event.kind === "count" || event.kind === "command" ? event.target : null;
    if (event.kind === "count" && target?.form === "every" && target.element === "tracks") return state.library.length;
    if (event.kind === "command" && target?.form === "index" && target.element === "tracks" && event.name === "play")
      return playFrom(state, state.library, target.index < 0 ? state.library.length + target.index : target.index);
    if (event.kind !== "get" || target?.form !== "property") return undefined;
    const { container, property } = target;
    if (container.form !== "every" || container.element !== "tracks") return undefined;
    if (!["name", "artist", "album"].includes(property)) throw objectNotFound();
    return state.library.map((item) => item[property as keyof Item]);
  },
  shape: ({ playing, track, library }) => ({ playing, track, library }),
};
