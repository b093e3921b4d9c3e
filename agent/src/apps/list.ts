// Every application with its own folder, one line each: adding an app to the agent is adding its line here.
export { chrome } from "./chrome/index.ts";
export { finder } from "./finder/index.ts";
