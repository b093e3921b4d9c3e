import * as z from "zod";
import { MUSIC_KINDS, MUSIC_SECONDS, type MusicOps } from "../../../../spoon/src/apps/music/contract.ts";
import { appOperation, type AppOperationsAgree } from "../../contract/index.ts";
import { controlOperation, PlayerState } from "../media-player.ts";

const Item = z.object({ kind: z.enum(MUSIC_KINDS), name: z.string(), artist: z.string(), album: z.string() });

export const MUSIC_PLAY = appOperation({
  name: "music_play",
  params: z.object({
    query: z.string(),
    kind: z.enum(MUSIC_KINDS).optional(),
    artist: z.string().optional(),
    album: z.string().optional(),
  }),
  result: PlayerState.extend({ played: Item.nullable().default(null), matches: z.array(Item) }),
  seconds: MUSIC_SECONDS.music_play,
});
export const MUSIC_CONTROL = controlOperation("music", MUSIC_SECONDS.music_control);
export const musicOperationsAgree: AppOperationsAgree<
  { music_play: typeof MUSIC_PLAY; music_control: typeof MUSIC_CONTROL },
  MusicOps
> = true;
