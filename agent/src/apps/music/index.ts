import * as z from "zod";
import type { AppOperation, AppOperationsAgree } from "../../contract/index.ts";
import { defineApp } from "../app.ts";
import { controlCommand, playCommand, type PlayerOperations } from "../media-player.ts";
import { playerRules } from "../media-player-rules.ts";
import { MUSIC_SECONDS, type MusicOps } from "../../../../spoon/src/apps/music/contract.ts";

const State = z.object({
  running: z.boolean(),
  playing: z.boolean(),
  track: z.object({ name: z.string(), artist: z.string() }).nullable(),
});
const Item = z.object({ name: z.string(), artist: z.string(), album: z.string() });

const MUSIC_PLAY: AppOperation<
  "music_play",
  { query: string },
  z.infer<typeof State> & { matches: z.infer<typeof Item>[] }
> = {
  name: "music_play",
  params: z.object({ query: z.string() }),
  result: State.extend({ matches: z.array(Item) }),
  seconds: MUSIC_SECONDS.music_play,
};
const MUSIC_CONTROL: AppOperation<"music_control", { action: string }, z.infer<typeof State>> = {
  name: "music_control",
  params: z.object({ action: z.string() }),
  result: State,
  seconds: MUSIC_SECONDS.music_control,
};
export const musicOperationsAgree: AppOperationsAgree<
  { music_play: typeof MUSIC_PLAY; music_control: typeof MUSIC_CONTROL },
  MusicOps
> = true;

const ops: PlayerOperations<"music"> = { play: MUSIC_PLAY, control: MUSIC_CONTROL };

/** Music: an item of its library played, paused, resumed, skipped, and what it plays; its planner rules. */
export const music = defineApp({
  name: "Music",
  commands: [
    playCommand("Music", "music", ops),
    controlCommand("Music", "music", "pause", ops),
    controlCommand("Music", "music", "resume", ops),
    controlCommand("Music", "music", "next", ops),
    controlCommand("Music", "music", "previous", ops),
    controlCommand("Music", "music", "now_playing", ops),
  ],
  rules: playerRules("Music", "music"),
});
