// The offline planner's rules for a media player, made for each player's folder: "pause spotify", "play X on
// spotify", and "next song" or "what's playing" for the one player running. Never a guess: two players running, or
// none, is a question.
import { cannot, clarify, plan, type Outcome, type Rule, type RuleContext } from "../planner/index.ts";
import type { ControlVerb } from "./media-player.ts";

/** The media players with a folder here, by name and the prefix of their commands (a name is data, not an import). */
export const PLAYERS = [
  { name: "Music", prefix: "music" },
  { name: "Spotify", prefix: "spotify" },
] as const;

type Planned<P extends string> = { type: `${P}_${ControlVerb}` };

const SONG = "(?: the| this| that)?(?: music| song| track| playback| one)?";
const CONTROL_WORDS: [RegExp, ControlVerb][] = [
  [new RegExp(`^(?:pause(?: it| this|${SONG})|stop(?: playing| the music| the song| the track| playback))$`), "pause"],
  [new RegExp(`^(?:(?:resume|unpause)(?: it| this| playing|${SONG})|continue(?: playing| the music))$`), "resume"],
  [new RegExp(`^(?:next|skip(?: it| this|${SONG})|(?:play|go to) the next(?: song| track| one)?)$`), "next"],
  [new RegExp(`^next(?: song| track| one)$`), "next"],
  [/^(?:previous(?: song| track| one)?|(?:play|go to) the previous(?: song| track| one)?)$/, "previous"],
  [/^go back (?:a|one)(?: song| track)$/, "previous"],
  [/^what(?:'s| is)(?: currently| now)? playing\??$/, "now_playing"],
  [/^(?:what|which)(?:'s| is)? (?:this|the)(?: current)? (?:song|track)(?: called)?\??$/, "now_playing"],
  [/^(?:what|which) (?:song|track) is (?:this|playing|on)\??$/, "now_playing"],
  [/^what am i listening to\??$/, "now_playing"],
];

/** The control a clause asks for, and the player it names ("pause spotify", "next song on music"), if any. */
function controlOf(clause: string): { verb: ControlVerb; named?: string } | undefined {
  const named = /^(.*?)(?: (?:on|in))? (spotify|music|apple music|itunes)$/.exec(clause);
  // "pause the music" names no app.
  const app = named && !named[1]!.endsWith(" the") ? named : undefined;
  const verb = CONTROL_WORDS.find(([form]) => form.test(app ? app[1]! : clause))?.[1];
  if (!verb) return undefined;
  return app ? { verb, named: app[2] === "spotify" ? "Spotify" : "Music" } : { verb };
}

export const running = (name: string, ctx: RuleContext) =>
  ctx.snapshot.apps.some((app) => app.name === name && app.running);
const onThisMac = (name: string, ctx: RuleContext) =>
  running(name, ctx) || ctx.snapshot.installedApps.some((app) => app.name === name);

/** A control for a player that is not running: it asks, offering the players that run; with none, it cannot. */
function notRunning(named: string, verb: ControlVerb, ctx: RuleContext): Outcome<{ type: string }> {
  const on = PLAYERS.filter((player) => running(player.name, ctx));
  const candidates = on.map((p) => ({ label: p.name, commands: [{ type: `${p.prefix}_${verb}` }] }));
  if (candidates.length === 0) return cannot(`${named} is not running`);
  return clarify(`${named} is not running: which player do you mean?`, candidates);
}

/** The player a clause without one means: the one running; none or two is a question offering each. */
function playerFor(verb: ControlVerb, ctx: RuleContext): string | Outcome<{ type: string }> {
  const on = PLAYERS.filter((player) => running(player.name, ctx));
  if (on.length === 1) return on[0]!.name;
  const offered = on.length === 0 ? PLAYERS.filter((player) => onThisMac(player.name, ctx)) : on;
  const reason =
    on.length === 0
      ? "no music app is running: which one do you mean?"
      : `${on.map((p) => p.name).join(" and ")} are both running: which one do you mean?`;
  const candidates = offered.map((p) => ({ label: p.name, commands: [{ type: `${p.prefix}_${verb}` }] }));
  return clarify(reason, candidates);
}

/** The rules of the controls of the player `name` whose commands start with `prefix`. */
export function controlRules<P extends string>(name: string, prefix: P): Rule<Planned<P>>[] {
  const control = (clause: string, ctx: RuleContext): Outcome<Planned<P>> | undefined => {
    const asked = controlOf(clause);
    if (!asked) return undefined;
    if (asked.named && !running(asked.named, ctx))
      return asked.named === name ? (notRunning(name, asked.verb, ctx) as Outcome<Planned<P>>) : undefined;
    const player = asked.named ?? playerFor(asked.verb, ctx);
    if (typeof player !== "string") return player as Outcome<Planned<P>>;
    return player === name ? plan([{ type: `${prefix}_${asked.verb}` as const }], name) : undefined;
  };
  return [
    {
      precedence: "sentence",
      verbs: ["pause", "stop", "resume", "unpause", "continue", "next", "skip", "previous", "what", "which", "go"],
      match: control,
    },
  ];
}

/** "play X on <prefix>" for a player not on this Mac: nothing to play it with. */
export function notOnThisMac(name: string, ctx: RuleContext): Outcome<never> | undefined {
  return onThisMac(name, ctx) ? undefined : cannot(`${name} is not on this Mac`);
}
