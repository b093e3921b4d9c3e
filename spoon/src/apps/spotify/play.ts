// Spotify's play: its dictionary has no library and no search, only playTrack(uri, {inContext}); the agent finds the
// URI (the catalogue search) and this starts it, then reads what plays.
import { WAITS, type OpSpec } from "../../contract";
import { runScript } from "../../desktop";
import { OpFailure, text, type OperationOf } from "../../runtime";
import { startPlayer } from "../media-player";
import type { PlayerState } from "../player-contract";
import type { SpotifyOps } from "./contract";
import { PLAY_URI_SCRIPT } from "./scripts";

const BUNDLE_ID = "com.spotify.client";

/** A URI Spotify's playTrack takes: spotify:track:, spotify:album: or spotify:playlist: and a base-62 ID. */
function spotifyUri(params: { [key: string]: unknown }, key: string): string | OpFailure {
  const uri = text(params, key);
  if (uri instanceof OpFailure) return uri;
  const [kind] = string.match(uri, "^spotify:(%a+):%w+$");
  if (kind === "track" || kind === "album" || kind === "playlist") return uri;
  return new OpFailure(`${key} must be a spotify:track:, spotify:album: or spotify:playlist: URI, got ${uri}`);
}

type Answer = { running?: unknown; playing?: unknown; track?: { name?: unknown; artist?: unknown }; uri?: unknown };

function played(answer: Answer | undefined): PlayerState & { uri: string | null } {
  if (answer === undefined || type(answer.playing) !== "boolean") throw "Spotify's answer could not be read";
  const track = answer.track;
  if (track !== undefined && (type(track.name) !== "string" || type(track.artist) !== "string"))
    throw "Spotify's current track could not be read";
  return {
    running: true,
    playing: answer.playing as boolean,
    track: track === undefined ? null : { name: track.name as string, artist: track.artist as string },
    uri: type(answer.uri) === "string" ? (answer.uri as string) : null,
  };
}

type PlayOp = SpotifyOps["spotify_play"] & OpSpec;

/**
 * spotify_play: Spotify started and loaded first when it is not running (the command bar saying so: a play sent while
 * it loads is lost), then the URI started once (in its context), what plays after read back.
 */
export const playUri: OperationOf<"spotify_play", PlayOp> = {
  name: "spotify_play",
  parse: (params) => {
    const uri = spotifyUri(params, "uri");
    if (uri instanceof OpFailure) return uri;
    if (params.context === undefined) return { uri };
    const context = spotifyUri(params, "context");
    return context instanceof OpFailure ? context : { uri, context };
  },
  run: async (want, ctx) => {
    await startPlayer(ctx, "Spotify", BUNDLE_ID);
    const script = { app: "Spotify", text: PLAY_URI_SCRIPT };
    const printed = await runScript(ctx, script, [hs.json.encode(want)!], WAITS.script);
    return played(hs.json.decode(printed) as Answer | undefined);
  },
};
