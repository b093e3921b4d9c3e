export { realClock, type Clock } from "./clock.ts";
