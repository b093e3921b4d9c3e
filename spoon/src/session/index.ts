export { DEFAULT_PORT } from "./agent-address";
export { keptWhere, selfTest } from "./self-test";
export { Session, type SpoonSettings } from "./session";
