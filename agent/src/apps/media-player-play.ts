// The offline planner's "play ...": the player named ("on spotify", "in itunes"), else the one running; two running,
// or none, is a question offering each. What no tool plays exactly (an artist, "something", a video, "X next") is
// left to the model.
import { clarify, plan, type Outcome, type Rule, type RuleContext } from "../planner/index.ts";
import { notOnThisMac, PLAYERS, running } from "./media-player-rules.ts";
import { musicPlayOf, type MusicPlay } from "./music/rules.ts";
import { spotifyPlayOf, type SpotifyPlay } from "./spotify/rules.ts";

type PlayerPlay = MusicPlay | SpotifyPlay;
type Player = (typeof PLAYERS)[number]["name"];
type PlayOf = { Music: MusicPlay; Spotify: SpotifyPlay };
const PLAY_OF: Record<Player, (words: string) => PlayerPlay | undefined> = {
  Music: musicPlayOf,
  Spotify: spotifyPlayOf,
};

const NAMED = /^play (.+?) (?:on|in|with|using|from) (spotify|music|apple music|itunes|the music app)$/;
/** Words that are no name to search for: an artist or "something", the next song, a place or a time to play it. */
const NOT_A_NAME = [
  /^(?:the |my )?(?:some|something|anything|songs?|music|tracks?|more|it|this|that|spotify|apple music|itunes)(?: |$)/,
  /^(?:with|on|in|at|for|to|a sound|the alarm)\b/,
  /^(?:the |a )?(?:next|previous|last|random)\b/,
  /\b(?:video|tab|youtube|netflix|podcast|radio|station|episode|audiobook|movie|game|sound|alarm|timer)s?\b/,
  / (?:next|again|later|after this|afterwards|on repeat|on shuffle|shuffled|louder|loud|quietly|softly|now)$/,
  / (?:on|in|with|from|using|through|via|at|to|for) (?:the |my |a )?\S+$/,
];

/**
 * Whether the name is all the person said after "play" in its clause (or before the player's name): words the
 * planner drops as polite ("now", "thank you") or mends as slips may be part of a title ("don't stop me now").
 */
function wholeName(words: string, suffix: string, ctx: RuleContext): boolean {
  const said = ctx.original.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, " ");
  const at = said.indexOf(`play ${words}`);
  if (at < 0) return false;
  const after = said.slice(at + `play ${words}`.length).split(/[,;]| and | then /)[0]!;
  return after.replace(/[.!?]+$/, "").trim() === suffix;
}

/** What a clause asks to play, and the player it names (if any); undefined when it is no "play <name>". */
function askedOf(clause: string, ctx: RuleContext): { words: string; named?: "Music" | "Spotify" } | undefined {
  const named = NAMED.exec(clause);
  if (named) {
    const player = named[2] === "spotify" ? "Spotify" : "Music";
    return wholeName(named[1]!, clause.slice(`play ${named[1]} `.length), ctx)
      ? { words: named[1]!, named: player }
      : undefined;
  }
  const words = /^play (.+)$/.exec(clause)?.[1];
  if (!words || NOT_A_NAME.some((form) => form.test(words)) || !wholeName(words, "", ctx)) return undefined;
  // "play chess" opens no app and searches no library for it: left to the model.
  const apps = [...ctx.snapshot.apps, ...ctx.snapshot.installedApps];
  return apps.some((app) => app.name.toLowerCase() === words.replace(/^the /, "")) ? undefined : { words };
}

/** The players that run; with none, the ones on this Mac. */
function offered(ctx: RuleContext): (typeof PLAYERS)[number][] {
  const on = PLAYERS.filter((player) => running(player.name, ctx));
  return on.length > 0 ? on : PLAYERS.filter((player) => !notOnThisMac(player.name, ctx));
}

/** The question when no player, or two, could play the words: each player that can, with its own command. */
function whichPlayer(words: string, ctx: RuleContext): Outcome<PlayerPlay> | undefined {
  const on = PLAYERS.filter((player) => running(player.name, ctx));
  const candidates = offered(ctx).flatMap((player) => {
    const command = PLAY_OF[player.name](words);
    return command ? [{ label: player.name, commands: [command] }] : [];
  });
  if (candidates.length === 0) return undefined;
  const reason =
    on.length === 0
      ? "no music app is running: which one should play it?"
      : `${on.map((p) => p.name).join(" and ")} are both running: which one should play it?`;
  return clarify(reason, candidates);
}

/**
 * "play X" for the player `name`: named, or the only one running; else the question every player's rule asks (it
 * offers the other players' commands too: hence the casts).
 */
export function playRule<N extends Player>(name: N): Rule<PlayOf[N]> {
  const match = (clause: string, ctx: RuleContext): Outcome<PlayOf[N]> | undefined => {
    const asked = askedOf(clause, ctx);
    if (!asked) return undefined;
    const on = PLAYERS.filter((player) => running(player.name, ctx));
    // "open spotify and play x": the player an earlier clause named.
    const before = PLAYERS.find((p) => p.name === ctx.previousApp)?.name;
    const player = asked.named ?? before ?? (on.length === 1 ? on[0]!.name : undefined);
    if (!player) return whichPlayer(asked.words, ctx) as Outcome<PlayOf[N]> | undefined;
    if (player !== name) return undefined;
    const command = PLAY_OF[name](asked.words) as PlayOf[N] | undefined;
    return command ? (notOnThisMac(name, ctx) ?? plan([command], name)) : undefined;
  };
  return { precedence: "sentence", verbs: ["play"], match };
}
