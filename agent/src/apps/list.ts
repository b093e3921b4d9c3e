// Every application with its own folder, one line each: adding an app to the agent is adding its line here.
export { chrome } from "./chrome/index.ts";
export { calendar } from "./calendar/index.ts";
export { finder } from "./finder/index.ts";
export { music } from "./music/index.ts";
export { notes } from "./notes/index.ts";
export { safari } from "./safari/index.ts";
export { spotify } from "./spotify/index.ts";
