/**
 * The JXA Spotify's play runs (Spotify's other scripts are the players' own: ../player-scripts.ts). The simulator reads
 * it too, so it imports with `.ts`, as Node needs.
 */
import { FRAMED } from "../../contract/index.ts";

/**
 * argv[0] = {"uri", "context"?}: playTrack, then, as playback starts a moment later, the current track's id read
 * until it is the track asked for (at most 2 s; an album or playlist: 0.5 s once); prints the state and that id.
 */
export const PLAY_URI_SCRIPT = `function run(argv) {
  ${FRAMED}
  const want = JSON.parse(argv[0]);
  const app = Application("Spotify");
  if (want.context) app.playTrack(want.uri, { inContext: want.context });
  else app.playTrack(want.uri);
  const idNow = () => (app.playerState() === "stopped" ? null : app.currentTrack.id());
  if (want.uri.startsWith("spotify:track:")) {
    for (let i = 0; i < 10 && idNow() !== want.uri; i++) delay(0.2);
  } else delay(0.5);
  const state = app.playerState();
  if (state === "stopped") return framed({ running: true, playing: false, track: null, uri: null });
  const track = app.currentTrack;
  const now = { name: track.name(), artist: track.artist() };
  return framed({ running: true, playing: state === "playing", track: now, uri: track.id() });
}`;
