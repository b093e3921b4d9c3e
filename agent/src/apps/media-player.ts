// What the media players (Spotify, Music) share on the agent's side: their controls, made for each app's folder from
// its own operations, so neither folder reaches into the other's. Each plays in its own folder.
import * as z from "zod";
import { readFileSync } from "node:fs";
import { commandType, defineCommand, done, failed, failedWith, readsNoWindows } from "../commands/index.ts";
import { appOperation, type AppOperation } from "../contract/index.ts";
import { plainLine } from "../util/index.ts";

/** A player's state as its Spoon side answers it; Lua has no null, so "no track" arrives as a missing key. */
export const PlayerState = z.object({
  running: z.boolean(),
  playing: z.boolean(),
  track: z
    .object({ name: z.string(), artist: z.string() })
    .nullish()
    .transform((track) => track ?? null),
});
export type State = z.output<typeof PlayerState>;

/** A player's control operation (its Spoon folder's contract says it). */
export type ControlOperation<P extends string> = AppOperation<`${P}_control`, { action: string }, State>;

/** The control operation of the player whose commands start with `prefix`, as its Spoon folder declares it. */
export const controlOperation = <P extends string>(prefix: P, seconds: () => number): ControlOperation<P> =>
  appOperation({ name: `${prefix}_control`, params: z.object({ action: z.string() }), result: PlayerState, seconds });

const TEXTS = Object.fromEntries(
  readFileSync(new URL("./media-player.txt", import.meta.url), "utf8")
    .trim()
    .split("\n")
    .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1).trim()]),
) as Record<ControlVerb, string>;

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
    reads: readsNoWindows,
    irreversible: (_command, result) => (verb === "now_playing" || verb === "pause" ? [] : MUSIC_PLAYED(app, result)),
    async run(_command, ctx) {
      const state = await ctx.spoon.callApp(ops.control, { action: CONTROLS[verb] });
      if (!state.ok) return failedWith(state.error);
      if (!state.value.running) return failed(`${app} is not running: open it first`, state.value, "validation");
      return done(stateLine(app, state.value), state.value);
    },
  });
}
