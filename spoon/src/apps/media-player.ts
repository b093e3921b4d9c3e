// The media players' Spoon side, shared by Spotify's and Music's folders: their JXA (one text for both, the app's
// name passed as data in argv like everything else) and their two operations.
import { FRAMED, type OpSpec } from "../contract";
import { runScript } from "../desktop";
import { OpFailure, text, type OperationOf } from "../runtime";
import { PLAYER_ACTIONS, type PlayerItem, type PlayerState } from "./player-contract";

/** What a player is doing, read in three Apple events at most; a player not running is not started. */
const STATE = `const stateOf = (app) => {
    if (!app.running()) return { running: false, playing: false, track: null };
    const state = app.playerState();
    if (state === "stopped") return { running: true, playing: false, track: null };
    const track = { name: app.currentTrack.name(), artist: app.currentTrack.artist() };
    return { running: true, playing: state === "playing", track: track };
  };`;

/**
 * argv[0] = {"app", "query"}: the library read in bulk (one Apple event per property), the tracks whose name is the
 * query (else contains it) matched, the one match played; prints the matches and the state after.
 */
export const PLAY_SCRIPT = `function run(argv) {
  ${FRAMED}
  ${STATE}
  const want = JSON.parse(argv[0]);
  const app = Application(want.app);
  const tracks = app.tracks;
  const names = tracks.name(), artists = tracks.artist(), albums = tracks.album();
  const query = want.query.toLowerCase();
  const found = (same) => names.flatMap((name, i) => (same(name.toLowerCase()) ? [i] : []));
  const exact = found((name) => name === query);
  const matches = exact.length > 0 ? exact : found((name) => name.includes(query));
  if (matches.length === 1) tracks[matches[0]].play();
  const items = matches.map((i) => ({ name: names[i], artist: artists[i], album: albums[i] }));
  return framed(Object.assign({ matches: items }, stateOf(app)));
}`;

/** argv[0] = {"app", "action"}: pause, resume, next, previous or now (nothing); prints the state after. */
export const CONTROL_SCRIPT = `function run(argv) {
  ${FRAMED}
  ${STATE}
  const want = JSON.parse(argv[0]);
  const app = Application(want.app);
  if (!app.running() || want.action === "now") return framed(stateOf(app));
  if (want.action === "pause") app.pause();
  if (want.action === "resume") app.play();
  if (want.action === "next") app.nextTrack();
  if (want.action === "previous") app.previousTrack();
  return framed(stateOf(app));
}`;

type Answer = { [key: string]: unknown };

function stateFrom(app: string, answer: Answer | undefined): PlayerState {
  const track = answer?.track as Answer | undefined;
  if (answer === undefined || type(answer.running) !== "boolean" || type(answer.playing) !== "boolean")
    throw `${app}'s answer could not be read`;
  if (track !== undefined && (type(track.name) !== "string" || type(track.artist) !== "string"))
    throw `${app}'s current track could not be read`;
  return {
    running: answer.running as boolean,
    playing: answer.playing as boolean,
    track: track === undefined ? null : { name: track.name as string, artist: track.artist as string },
  };
}

async function ask(ctx: Parameters<typeof runScript>[0], app: string, script: string, want: Answer) {
  const answer = hs.json.decode(await runScript(ctx, { app, text: script }, [hs.json.encode({ app, ...want })!]));
  return answer as Answer | undefined;
}

type PlayOp = { params: { query: string }; result: PlayerState & { matches: PlayerItem[] } };
type ControlOp = { params: { action: string }; result: PlayerState };

/** The two operations of the player `app` (as scripts name it), under the names its folder gives them. */
export function playerOperations<P extends string>(
  app: string,
  names: { play: `${P}_play`; control: `${P}_control` },
): { play: OperationOf<`${P}_play`, PlayOp & OpSpec>; control: OperationOf<`${P}_control`, ControlOp & OpSpec> } {
  return {
    play: {
      name: names.play,
      parse: (params) => {
        const query = text(params, "query");
        return query instanceof OpFailure ? query : { query };
      },
      run: async ({ query }, ctx) => {
        const answer = await ask(ctx, app, PLAY_SCRIPT, { query });
        const matches = (answer?.matches ?? []) as PlayerItem[];
        return { ...stateFrom(app, answer), matches };
      },
    },
    control: {
      name: names.control,
      parse: (params) => {
        const action = text(params, "action");
        if (action instanceof OpFailure) return action;
        if (!PLAYER_ACTIONS.includes(action as never))
          return new OpFailure(`action must be one of ${PLAYER_ACTIONS.join(", ")}`);
        return { action };
      },
      run: async ({ action }, ctx) => stateFrom(app, await ask(ctx, app, CONTROL_SCRIPT, { action })),
    },
  };
}
