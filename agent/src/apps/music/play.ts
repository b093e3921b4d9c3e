import * as z from "zod";
import { MUSIC_KINDS, type MusicItem } from "../../../../spoon/src/apps/music/contract.ts";
import {
  asks,
  commandType,
  defineCommand,
  done,
  failed,
  failedWith,
  modelText,
  readsNoWindows,
} from "../../commands/index.ts";
import { plainLine } from "../../util/index.ts";
import { MUSIC_PLAYED, stateLine, track, type State } from "../media-player.ts";
import { MUSIC_PLAY } from "./operations.ts";

const quoted = (text: string) => `"${plainLine(text)}"`;

/** An item as the person reads it in a list of choices. */
export function itemLabel(item: MusicItem): string {
  if (item.kind === "playlist") return `${plainLine(item.name)} (your playlist)`;
  if (item.kind === "album") return `${plainLine(item.name)} by ${plainLine(item.artist)} (album)`;
  return `${track(item)} (track, on ${plainLine(item.album)})`;
}

/** The command that plays exactly `item`: its name, kind, and (for tracks and albums) artist, and a track's album. */
export function playing(item: MusicItem) {
  const artist = item.kind !== "playlist" && item.artist !== "" ? { artist: item.artist } : {};
  const album = item.kind === "track" && item.album !== "" ? { album: item.album } : {};
  return { type: "music_play" as const, query: item.name, kind: item.kind, ...artist, ...album };
}

function playedLine(item: MusicItem, state: State): string {
  const from = item.kind === "album" ? `, from the album ${quoted(item.name)}` : "";
  return `${stateLine("Music", state)}${item.kind === "playlist" ? `, from your playlist ${quoted(item.name)}` : from}`;
}

/** Whether Music plays what was asked now: playing, and a track asked for by name is the one playing. */
function playingNow(item: MusicItem, state: State): boolean {
  if (!state.running || !state.playing || state.track === null) return false;
  return item.kind !== "track" || state.track.name === item.name;
}

const text = z.string().trim().min(1).max(200);

/** `music_play`: a track, an album or a playlist found by name, played when it is the only match; else a choice. */
export const musicPlay = defineCommand({
  type: "music_play",
  schema: z.strictObject({
    type: commandType("music_play"),
    query: text.describe("What to play: a track's, an album's or a playlist's name in Music"),
    kind: z.enum(MUSIC_KINDS).optional().describe("Only items of this kind; absent: any"),
    artist: text.optional().describe("Only tracks and albums by this artist (the exact name)"),
    album: text.optional().describe("Only tracks on this album (the exact name)"),
  }),
  description: modelText(new URL("./play.txt", import.meta.url)),
  tier: "write",
  reads: readsNoWindows,
  irreversible: (_command, result) => MUSIC_PLAYED("Music", result),
  async run(command, ctx) {
    const { type: _type, ...want } = command;
    let found = await ctx.spoon.callApp(MUSIC_PLAY, want);
    // "stand by me": read as a title by an artist, nothing matched (nothing played): the whole words are the title.
    const whole = want.artist === undefined ? undefined : `${want.query} by ${want.artist}`;
    if (found.ok && whole !== undefined && found.value.matches.length === 0 && !found.value.played) {
      const { artist: _artist, ...rest } = want;
      found = await ctx.spoon.callApp(MUSIC_PLAY, { ...rest, query: whole });
    }
    if (!found.ok) return failedWith(found.error);
    const { matches, played } = found.value;
    if (played && !playingNow(played, found.value))
      return failed(
        `Music found ${itemLabel(played)} but did not start it: ${stateLine("Music", found.value)}`,
        found.value,
      );
    if (played) return done(playedLine(played, found.value), found.value);
    const asked = quoted(command.query);
    if (matches.length === 0)
      return failed(`nothing in Music's library or playlists is called ${asked}`, found.value, "validation");
    const listed = matches.map((item, i) => `${i + 1}. ${itemLabel(item)}`).join("; ");
    const reason = `${matches.length} items in Music match ${asked}: which one should play?`;
    const candidates = matches.map((item) => ({ label: itemLabel(item), commands: [playing(item)] }));
    return asks(
      `${matches.length} items in Music match ${asked}, so nothing plays: ${listed}`,
      { reason, candidates },
      {
        ...found.value,
        track: null,
      },
    );
  },
});
