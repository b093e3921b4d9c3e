// The media players' JXA, shared by Spotify's and Music's folders: one text each, the app's name passed as data in
// argv like everything else. Plain text, so the simulator's tests can run the very scripts the Spoon sends.
import { FRAMED } from "../contract/index.ts";

/** What a player is doing, read in three Apple events at most; a player not running is not started. */
export const STATE = `const stateOf = (app) => {
    if (!app.running()) return { running: false, playing: false, track: null };
    const state = app.playerState();
    if (state === "stopped") return { running: true, playing: false, track: null };
    const track = { name: app.currentTrack.name(), artist: app.currentTrack.artist() };
    return { running: true, playing: state === "playing", track: track };
  };`;

/**
 * argv[0] = {"app", "query"}: the library read in bulk (one Apple event per property), the tracks whose name is the
 * query (else contains it) matched, the one match played; prints the matches and the state after.
 */
export const PLAY_SCRIPT = `function run(argv) {
  ${FRAMED}
  ${STATE}
  const want = JSON.parse(argv[0]);
  const app = Application(want.app);
  const tracks = app.tracks;
  const names = tracks.name(), artists = tracks.artist(), albums = tracks.album();
  const query = want.query.toLowerCase();
  const found = (same) => names.flatMap((name, i) => (same(name.toLowerCase()) ? [i] : []));
  const exact = found((name) => name === query);
  const matches = exact.length > 0 ? exact : found((name) => name.includes(query));
  if (matches.length === 1) tracks[matches[0]].play();
  const items = matches.map((i) => ({ name: names[i], artist: artists[i], album: albums[i] }));
  return framed(Object.assign({ matches: items }, stateOf(app)));
}`;

/** argv[0] = {"app", "action"}: pause, resume, next, previous or now (nothing); prints the state after. */
export const CONTROL_SCRIPT = `function run(argv) {
  ${FRAMED}
  ${STATE}
  const want = JSON.parse(argv[0]);
  const app = Application(want.app);
  if (!app.running() || want.action === "now") return framed(stateOf(app));
  if (want.action === "pause") app.pause();
  if (want.action === "resume") app.play();
  if (want.action === "next") app.nextTrack();
  if (want.action === "previous") app.previousTrack();
  return framed(stateOf(app));
}`;
