// Every simulated application with a model of its own, one line each: adding a model is adding its line here.
export { chromeModel } from "./chrome/index.ts";
export { calendarModel } from "./calendar/index.ts";
export { finderModel } from "./finder/index.ts";
export { musicModel } from "./music/index.ts";
export { notesModel } from "./notes/index.ts";
export { safariModel } from "./safari/index.ts";
export { spotifyModel } from "./spotify/index.ts";
