import * as z from "zod";
import { MUSIC_KINDS, MUSIC_SECONDS, type MusicOps } from "../../../../spoon/src/apps/music/contract.ts";
import type { AppOperation, AppOperationsAgree } from "../../contract/index.ts";

type Op<K extends keyof MusicOps> = AppOperation<K, MusicOps[K]["params"], MusicOps[K]["result"]>;

const State = z.object({
  running: z.boolean(),
  playing: z.boolean(),
  // Lua has no null: a track or an item that is none arrives as a missing key.
  track: z.object({ name: z.string(), artist: z.string() }).nullable().default(null),
});
const Item = z.object({ kind: z.enum(MUSIC_KINDS), name: z.string(), artist: z.string(), album: z.string() });

export const MUSIC_PLAY: Op<"music_play"> = {
  name: "music_play",
  params: z.object({
    query: z.string(),
    kind: z.enum(MUSIC_KINDS).optional(),
    artist: z.string().optional(),
    album: z.string().optional(),
  }),
  result: State.extend({ played: Item.nullable().default(null), matches: z.array(Item) }),
  seconds: MUSIC_SECONDS.music_play,
};
export const MUSIC_CONTROL: Op<"music_control"> = {
  name: "music_control",
  params: z.object({ action: z.string() }),
  result: State,
  seconds: MUSIC_SECONDS.music_control,
};
export const musicOperationsAgree: AppOperationsAgree<
  { music_play: typeof MUSIC_PLAY; music_control: typeof MUSIC_CONTROL },
  MusicOps
> = true;
