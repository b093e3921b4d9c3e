import type { OpSpec, Params } from "../../contract";
import { OpFailure, text, type OperationOf } from "../../runtime";
import { ask, mustOpen, stateFrom, type Answer } from "../media-player";
import { PLAYER_SECONDS } from "../player-contract";
import { MUSIC_KINDS, type MusicItem, type MusicOps, type MusicPlayParams } from "./contract";
import { MUSIC_PLAY_SCRIPT } from "./play-script";

/** An optional non-empty string parameter. */
function optionalText(params: Params, key: string): string | undefined | OpFailure {
  return params[key] === undefined ? undefined : text(params, key);
}

function parse(params: Params): MusicPlayParams | OpFailure {
  const query = text(params, "query");
  if (query instanceof OpFailure) return query;
  const [kind, artist, album] = [
    optionalText(params, "kind"),
    optionalText(params, "artist"),
    optionalText(params, "album"),
  ];
  for (const given of [kind, artist, album]) if (given instanceof OpFailure) return given;
  if (kind !== undefined && !MUSIC_KINDS.includes(kind as never))
    return new OpFailure(`kind must be one of ${MUSIC_KINDS.join(", ")}`);
  return {
    query,
    ...(kind === undefined ? {} : { kind: kind as MusicItem["kind"] }),
    ...(artist === undefined ? {} : { artist: artist as string }),
    ...(album === undefined ? {} : { album: album as string }),
  };
}

function itemFrom(value: unknown): MusicItem {
  const item = value as Answer;
  if (
    !MUSIC_KINDS.includes(item.kind as never) ||
    [item.name, item.artist, item.album].some((v) => type(v) !== "string")
  )
    throw "Music's matches could not be read";
  return item as unknown as MusicItem;
}

/**
 * `music_play`: the item found in Music's library played when it is the only one. Its script starts Music when it is
 * not running (the command bar says so) and reads the library in bulk: it has the contract's whole budget.
 */
export const musicPlay: OperationOf<"music_play", MusicOps["music_play"] & OpSpec> = {
  name: "music_play",
  parse,
  run: async (want, ctx) => {
    mustOpen("Music", "com.apple.Music");
    const answer = await ask(ctx, "Music", MUSIC_PLAY_SCRIPT, { ...want }, PLAYER_SECONDS.play());
    const matches = ((answer?.matches ?? []) as unknown[]).map((value) => itemFrom(value));
    const played = answer?.played === undefined ? null : itemFrom(answer.played);
    return { ...stateFrom("Music", answer), played, matches };
  },
};
