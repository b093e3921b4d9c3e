// Every application with its own folder, one line each: adding an app to the Spoon is adding its line here.
export { chrome } from "./chrome";
export { finder } from "./finder";
