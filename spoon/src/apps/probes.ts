// Each application's read-only checks for the first-contact report, one line each, beside its folder (list.ts).
export { calendarProbes } from "./calendar/probe";
export { chromeProbes } from "./chrome/probe";
export { finderProbes } from "./finder/probe";
export { musicProbes } from "./music/probe";
export { notesProbes } from "./notes/probe";
export { safariProbes } from "./safari/probe";
export { spotifyProbes } from "./spotify/probe";
