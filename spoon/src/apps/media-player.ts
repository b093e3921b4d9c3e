// The media players' Spoon side, shared by Spotify's and Music's folders: the state both read and the controls both
// real dictionaries have (one JXA text, the app's name passed as data in argv). Each plays in its own folder.
import type { OpSpec } from "../contract";
import { runScript } from "../desktop";
import { OpFailure, text, type OperationOf } from "../runtime";
import { PLAYER_ACTIONS, type PlayerState } from "./player-contract";
import { CONTROL_SCRIPT } from "./player-scripts";

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

/** Runs `script` against `app` with `want` (and the app's name) as argv[0] JSON; its decoded answer. */
export async function ask(ctx: Parameters<typeof runScript>[0], app: string, script: string, want: Answer) {
  const answer = hs.json.decode(await runScript(ctx, { app, text: script }, [hs.json.encode({ app, ...want })!]));
  return answer as Answer | undefined;
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
