// Every application with its own folder, one line each: adding an app to the Spoon is adding its line here.
export { chrome } from "./chrome";
export { calendar } from "./calendar";
export { finder } from "./finder";
export { music } from "./music";
export { notes } from "./notes";
export { safari } from "./safari";
export { spotify } from "./spotify";
