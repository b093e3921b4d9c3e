export { DEFAULT_PORT } from "./agent-address";
export { selfTest, type Finding } from "./self-test";
export { Session, type SpoonSettings } from "./session";
