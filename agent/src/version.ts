import { readFileSync } from "node:fs";

/** The agent's version, from package.json. */
export const AGENT_VERSION: string = JSON.parse(
  readFileSync(new URL("../../package.json", import.meta.url), "utf8"),
).version;
