export { realClock, type Clock } from "./clock.ts";
export { modelText } from "./model-text.ts";
export { clipped, LINE_MARK, plainJson, plainLine, plainText, visibleLine } from "./plain-text.ts";
export { nestsDeeperThan } from "./depth.ts";
export { withoutByteOrderMark } from "./byte-order-mark.ts";
export { processAlive } from "./process-alive.ts";
export { childProcess, nodeCrypto } from "./node-builtins.ts";
export { realSleep } from "./sleep.ts";
export { editDistance, editsBetween, nearestName } from "./nearest.ts";
