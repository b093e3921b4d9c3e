// Every simulated application with a model of its own, one line each: adding a model is adding its line here.
export { chromeModel } from "./chrome/index.ts";
export { finderModel } from "./finder/index.ts";
