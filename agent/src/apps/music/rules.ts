// The offline planner's "play ... on music": a playlist or an album when the words say so, else any item by name.
import { plan, type Rule, type RuleContext } from "../../planner/index.ts";
import { notOnThisMac } from "../media-player-rules.ts";

type Play = { type: "music_play"; query: string; kind?: "album" | "playlist" };

/** What the words ask to play: "my running playlist", "the playlist running", "the album abbey road", "abbey road". */
function wanted(words: string): Omit<Play, "type"> {
  const playlist = /^(?:my |the )?(.+?) playlist$/.exec(words)?.[1] ?? /^(?:my |the )?playlist (.+)$/.exec(words)?.[1];
  if (playlist) return { query: playlist, kind: "playlist" };
  const album = /^(?:the )?(.+?) album$/.exec(words)?.[1] ?? /^(?:the )?album (.+)$/.exec(words)?.[1];
  return album ? { query: album, kind: "album" } : { query: words };
}

const play = (clause: string, ctx: RuleContext) => {
  const words = /^play (.+?) (?:on|in|with) (?:apple )?music$/.exec(clause)?.[1];
  if (!words) return undefined;
  return notOnThisMac("Music", ctx) ?? plan<Play>([{ type: "music_play", ...wanted(words) }], "Music");
};

/** "play X on music": X found in Music's library by name (a playlist or an album when the words say which). */
export const musicPlayRule: Rule<Play> = { precedence: "sentence", verbs: ["play"], match: play };
