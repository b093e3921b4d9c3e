export { DEFAULT_PORT } from "./agent-address";
export { selfTest } from "./self-test";
export { Session, type SpoonSettings } from "./session";
