// spotify_play: what to play found in Spotify's catalogue (its Web API, choice.ts), or given by URI, then started by
// the Spoon's playTrack. A search without credentials says what to add to config.json.
import * as z from "zod";
import { readFileSync } from "node:fs";
import { asks, commandType, defineCommand, done, failed, failedWith, readsNoWindows } from "../../commands/index.ts";
import type { StepOutcome } from "../../commands/index.ts";
import type { CommandContext } from "../../commands/index.ts";
import { plainLine } from "../../util/index.ts";
import { choose, plain, wantedOf, type Candidate, type Choice, type TrackIdentity } from "./choice.ts";
import { NO_CREDENTIALS, webApiFor, webApiSettings } from "./credentials.ts";
import { SEARCH_LIMIT } from "./web-api.ts";
import { SPOTIFY_PLAY, type Played } from "./operations.ts";

const URI = /^spotify:(?:track|album|playlist):[A-Za-z0-9]+$/;
// A share link, with the locale segment Spotify may put first ("https://open.spotify.com/intl-de/track/…").
const LINK = /^https:\/\/open\.spotify\.com\/(?:intl-[a-z-]+\/)?(track|album|playlist)\/([A-Za-z0-9]+)(?:\?.*)?$/i;
/** Results of each type a search asks for: the most Development Mode allows. */
const SEARCHED = SEARCH_LIMIT;

/** The URI a query is, when it is one (a spotify: URI, or an open.spotify.com link). */
function uriIn(query: string): string | undefined {
  if (URI.test(query)) return query;
  const link = LINK.exec(query);
  return link ? `spotify:${link[1]}:${link[2]}` : undefined;
}

const who = (track: { name: string; artist: string }) => `${plainLine(track.name)} by ${plainLine(track.artist)}`;

/**
 * Whether the track playing is the one asked for: its URI, or, when the search named it, an instance of it (the
 * player plays the instance of a track that plays in the person's country, whose id differs: Spotify's "Track
 * Relinking"): the one it was relinked from, or the same name by the same artist. Never another song.
 */
function isAsked(uri: string, after: Played, track: TrackIdentity | undefined): boolean {
  if (after.uri === uri) return true;
  if (!track || !after.track) return false;
  if (after.uri !== null && track.uris.includes(after.uri)) return true;
  return plain(after.track.name) === plain(track.name) && plain(after.track.artist) === plain(track.artist);
}

/** What Spotify plays after the step, or why the item asked for did not start. */
function playedOutcome(uri: string, after: Played, track?: TrackIdentity): StepOutcome {
  const now = after.track ? `${after.playing ? "is playing" : "is paused on"} ${who(after.track)}` : "plays nothing";
  // A track's id is its URI: another one (not an instance of it) means Spotify did not start it.
  if (uri.startsWith("spotify:track:") && !isAsked(uri, after, track))
    return failed(`Spotify did not start ${uri} (unknown or unavailable here?): it ${now}`, after);
  return after.track ? done(`Spotify ${now}`, after) : failed(`Spotify did not start ${uri}: it plays nothing`, after);
}

function asked(query: string, choice: Extract<Choice, { ask: unknown }>): StepOutcome {
  const quoted = `"${plainLine(query)}"`;
  const listed = choice.ask.map((c, i) => `${i + 1}. ${plainLine(c.label)}`).join("; ");
  const candidates: Candidate[] = choice.ask;
  if (choice.why === "none") {
    const message = `nothing on Spotify is called ${quoted}${listed ? `; it found ${listed}` : ""}`;
    if (candidates.length === 0) return failed(`${message}: say the exact name`, { candidates }, "validation");
    return asks(`${message}: say which, or the exact name`, {
      reason: `nothing on Spotify is called ${quoted}: is it one of these?`,
      candidates,
    });
  }
  return asks(`items by ${choice.ask.length} artists are called ${quoted}, so nothing plays: ${listed}`, {
    reason: `items by ${choice.ask.length} artists are called ${quoted}: which one should play?`,
    candidates,
  });
}

/** The catalogue searched for `query`: the one item it means, or the question to ask. */
async function search(
  query: string,
  ctx: CommandContext,
): Promise<{ uri: string; track?: TrackIdentity } | StepOutcome> {
  const settings = webApiSettings(ctx.config);
  if (!settings) return failed(NO_CREDENTIALS, undefined, "validation");
  const api = webApiFor(settings);
  let choice: Choice | undefined;
  for (const wanted of wantedOf(query)) {
    const q = wanted.by ? `${wanted.name} artist:${wanted.by}` : wanted.name;
    const found = await api.search(q, SEARCHED, (seconds) => ctx.sleep(seconds));
    if (!found.ok) return failed(found.message, undefined, "api");
    choice = choose(wanted, found.value);
    if ("play" in choice) return { uri: choice.play.commands[0].uri, ...(choice.track ? { track: choice.track } : {}) };
    if (choice.why === "several") break;
  }
  return asked(query, choice as Extract<Choice, { ask: unknown }>);
}

/**
 * What the catalogue says of a track played by its URI whose id is not the one playing: enough to tell whether the
 * player relinked it (the same name by the same artist). Nothing without credentials or an answer: then only the id
 * counts.
 */
async function identityOf(uri: string, after: Played, ctx: CommandContext): Promise<TrackIdentity | undefined> {
  const settings = webApiSettings(ctx.config);
  if (!uri.startsWith("spotify:track:") || after.uri === uri || !after.track || !settings) return undefined;
  const found = await webApiFor(settings).track(uri, (seconds) => ctx.sleep(seconds));
  return found.ok ? { uris: [uri], name: found.value.name, artist: found.value.artists[0]?.name ?? "" } : undefined;
}

const Uri = z.string().regex(URI, "a spotify:track:, spotify:album: or spotify:playlist: URI");

export const spotifyPlay = defineCommand({
  type: "spotify_play",
  schema: z
    .strictObject({
      type: commandType("spotify_play"),
      query: z.string().trim().min(1).max(200).optional().describe('What to find: a name, or "<name> by <artist>"'),
      uri: Uri.optional().describe("What to play, exactly: its Spotify URI (in place of query)"),
      context: Uri.optional().describe("With uri: the album or playlist to play the track in"),
    })
    .refine((c) => (c.query === undefined) !== (c.uri === undefined), "give either query or uri")
    .refine((c) => c.context === undefined || c.uri !== undefined, "context goes with uri"),
  description: readFileSync(new URL("./spotify-play.txt", import.meta.url), "utf8").trim(),
  tier: "write",
  reads: readsNoWindows,
  irreversible: (_command, result) => {
    const track = (result as Partial<Played> | undefined)?.track;
    return track ? [{ done: `the music played in Spotify (${who(track)}) cannot be unplayed` }] : [];
  },
  async run(command, ctx) {
    const direct = command.uri ?? uriIn(command.query!);
    const found = direct ? { uri: direct } : await search(command.query!, ctx);
    if (!("uri" in found)) return found;
    const context = command.context;
    const after = await ctx.spoon.callApp(SPOTIFY_PLAY, { uri: found.uri, ...(context ? { context } : {}) });
    if (!after.ok) return failedWith(after.error);
    const track = "track" in found ? found.track : await identityOf(found.uri, after.value, ctx);
    return playedOutcome(found.uri, after.value, track);
  },
});
