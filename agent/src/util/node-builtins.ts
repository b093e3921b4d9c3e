import { createRequire } from "node:module";

const load = createRequire(import.meta.url);

/**
 * Node's crypto and child_process, loaded when first used: loading them costs a CLI start ~10 ms of CPU that most
 * runs (planning offline, reading files) never need.
 */
export const nodeCrypto = (): typeof import("node:crypto") => load("node:crypto");
export const childProcess = (): typeof import("node:child_process") => load("node:child_process");
