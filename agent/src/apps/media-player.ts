// What the media players (Spotify, Music) share on the agent's side: their controls, made for each app's folder from
// its own operations, so neither folder reaches into the other's, and a play that searches the application's tracks
// (Spotify's until its folder has its own; Music's play is in its folder).
import * as z from "zod";
import { readFileSync } from "node:fs";
import { commandType, defineCommand, done, failed, failedWith, type StepOutcome } from "../commands/index.ts";
import type { AppOperation } from "../contract/index.ts";
import { plainLine } from "../util/index.ts";

export type State = { running: boolean; playing: boolean; track: { name: string; artist: string } | null };
type Item = { name: string; artist: string; album: string };

/** A player's control operation (its Spoon folder's contract says it). */
export type ControlOperation<P extends string> = AppOperation<`${P}_control`, { action: string }, State>;

/** A player's two operations when its play searches the application's tracks: play a search's match, and control. */
export interface PlayerOperations<P extends string> {
  play: AppOperation<`${P}_play`, { query: string }, State & { matches: Item[] }>;
  control: ControlOperation<P>;
}

const TEXTS = Object.fromEntries(
  readFileSync(new URL("./media-player.txt", import.meta.url), "utf8")
    .trim()
    .split("\n")
    .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1).trim()]),
) as Record<"play" | ControlVerb, string>;

/** The controls each player has, by the word that ends their command's type, and the action each asks for. */
const CONTROLS = { pause: "pause", resume: "resume", next: "next", previous: "previous", now_playing: "now" } as const;
export type ControlVerb = keyof typeof CONTROLS;

export const track = (t: { name: string; artist: string }) => `${plainLine(t.name)} by ${plainLine(t.artist)}`;

/** What the player does now, in a line. */
export function stateLine(app: string, state: State): string {
  if (!state.running) return `${app} is not running`;
  if (state.track === null) return `${app} plays nothing`;
  return `${app} ${state.playing ? "is playing" : "is paused on"} ${track(state.track)}`;
}

/** What undo cannot take back of a step that left the player `app` playing: the music played. */
export const MUSIC_PLAYED = (app: string, result: unknown): { done: string }[] => {
  const played = (result as { track?: { name: string; artist: string } | null } | undefined)?.track;
  return played ? [{ done: `the music played in ${app} (${track(played)}) cannot be unplayed` }] : [];
};

function playOutcome(app: string, query: string, found: State & { matches: Item[] }): StepOutcome {
  const { matches } = found;
  const quoted = `"${plainLine(query)}"`;
  if (matches.length === 0) return failed(`nothing in ${app}'s library is called ${quoted}`, found, "validation");
  if (matches.length === 1) return done(stateLine(app, found), found);
  const listed = matches.map((item, i) => `${i + 1}. ${track(item)} (${plainLine(item.album)})`).join("; ");
  const which = `say which, e.g. play "${plainLine(matches[0]!.name)}" on ${app.toLowerCase()}`;
  return failed(`${matches.length} items in ${app}'s library match ${quoted}, so nothing plays: ${listed}; ${which}`, {
    ...found,
    track: null,
  });
}

/** The player `app`'s play command: a search of its library, the one match played. */
export function playCommand<P extends string>(app: string, prefix: P, ops: PlayerOperations<P>) {
  const type = `${prefix}_play` as const;
  return defineCommand({
    type,
    schema: z.strictObject({
      type: commandType(type),
      query: z.string().trim().min(1).max(200).describe(`What to play: a track's name in ${app}'s library`),
    }),
    description: TEXTS.play.replaceAll("{app}", app),
    tier: "write",
    irreversible: (_command, result) => MUSIC_PLAYED(app, result),
    async run(command, ctx) {
      const found = await ctx.spoon.callApp(ops.play, { query: command.query });
      if (!found.ok) return failedWith(found.error);
      return playOutcome(app, command.query, found.value);
    },
  });
}

/** The player `app`'s control command `verb` (pause, resume, next, previous, now_playing). */
export function controlCommand<P extends string, V extends ControlVerb>(
  app: string,
  prefix: P,
  verb: V,
  ops: { control: ControlOperation<P> },
) {
  const type = `${prefix}_${verb}` as const;
  return defineCommand({
    type,
    schema: z.strictObject({ type: commandType(type) }),
    description: TEXTS[verb].replaceAll("{app}", app),
    tier: verb === "now_playing" ? "read" : "write",
    irreversible: (_command, result) => (verb === "now_playing" || verb === "pause" ? [] : MUSIC_PLAYED(app, result)),
    async run(_command, ctx) {
      const state = await ctx.spoon.callApp(ops.control, { action: CONTROLS[verb] });
      if (!state.ok) return failedWith(state.error);
      if (!state.value.running) return failed(`${app} is not running: open it first`, state.value, "validation");
      return done(stateLine(app, state.value), state.value);
    },
  });
}
