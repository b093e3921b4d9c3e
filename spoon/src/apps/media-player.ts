// The media players' Spoon side, shared by Spotify's and Music's folders: the state both read and the controls both
// real dictionaries have (one JXA text, the app's name passed as data in argv). Each plays in its own folder.
import { WAITS, type OpSpec } from "../contract";
import { appByBundleID, runScript } from "../desktop";
import { OpFailure, text, waitUntil, type OperationOf } from "../runtime";
import { showProgressLine } from "../ui";
import { PLAYER_ACTIONS, type PlayerState } from "./player-contract";
import { CONTROL_SCRIPT, LAUNCH_SCRIPT, READY_SCRIPT } from "./player-scripts";

export type Answer = { [key: string]: unknown };

/** The state a player's answer reports, checked; an answer that cannot be read is an error naming the app. */
export function stateFrom(app: string, answer: Answer | undefined): PlayerState {
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

type Ctx = Parameters<typeof runScript>[0];

/** Runs `script` against `app` with `want` (and the app's name) as argv[0] JSON, within `seconds`; its answer. */
export async function ask(ctx: Ctx, app: string, script: string, want: Answer, seconds: number = WAITS.script) {
  const argv = [hs.json.encode({ app, ...want })!];
  const answer = hs.json.decode(await runScript(ctx, { app, text: script }, argv, seconds));
  return answer as Answer | undefined;
}

/**
 * Whether the player `app` must first launch (it is not running); when it must, the command bar says it is opening
 * it, as its launch adds seconds to the command.
 */
export function mustOpen(app: string, bundleID: string): boolean {
  if (appByBundleID(bundleID) !== undefined) return false;
  showProgressLine(`opening ${app}…`);
  return true;
}

/** Seconds between two questions to a player that is loading. */
const LOADING_POLL = 0.25;

/**
 * The player `app` running and loaded: launched when it is not running (the command bar saying so), then asked
 * until its player answers, within WAITS.launch in all. A play sent while it loads is lost on a Mac (Spotify:
 * tombonez/noTunes#54), so nothing is sent before; a player that does not load in time is a failure saying so.
 */
export async function startPlayer(ctx: Ctx, app: string, bundleID: string): Promise<void> {
  if (!mustOpen(app, bundleID)) return;
  const deadline = hs.timer.secondsSinceEpoch() + WAITS.launch;
  await ask(ctx, app, LAUNCH_SCRIPT, {}, WAITS.launch);
  while (hs.timer.secondsSinceEpoch() < deadline) {
    const answer = await ask(ctx, app, READY_SCRIPT, {});
    if (answer?.ready === true) return;
    await waitUntil(ctx, () => false, LOADING_POLL, LOADING_POLL);
  }
  throw new OpFailure(`${app} opened but its player did not answer within ${WAITS.launch} s: try again in a moment`);
}

type ControlOp = { params: { action: string }; result: PlayerState };

/** The control of the player `app` (as scripts name it), under the name its folder gives it. */
export function controlOperation<N extends string>(app: string, name: N): OperationOf<N, ControlOp & OpSpec> {
  return {
    name,
    parse: (params) => {
      const action = text(params, "action");
      if (action instanceof OpFailure) return action;
      if (!PLAYER_ACTIONS.includes(action as never))
        return new OpFailure(`action must be one of ${PLAYER_ACTIONS.join(", ")}`);
      return { action };
    },
    run: async ({ action }, ctx) => stateFrom(app, await ask(ctx, app, CONTROL_SCRIPT, { action })),
  };
}
