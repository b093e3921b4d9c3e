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

/** argv[0] = {"app"}: launches the player without bringing it forward (JXA's launch()); prints whether it runs. */
export const LAUNCH_SCRIPT = `function run(argv) {
  ${FRAMED}
  const app = Application(JSON.parse(argv[0]).app);
  app.launch();
  return framed({ running: app.running() });
}`;

/**
 * argv[0] = {"app"}: whether the player has loaded: it runs and its player state answers (a player still loading
 * answers an error, which is no failure here). Starts nothing.
 */
export const READY_SCRIPT = `function run(argv) {
  ${FRAMED}
  const app = Application(JSON.parse(argv[0]).app);
  let ready = false;
  try {
    ready = app.running() && typeof app.playerState() === "string";
  } catch (e) {
    ready = false;
  }
  return framed({ ready: ready });
}`;
