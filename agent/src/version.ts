import { readFileSync } from "node:fs";

/** The version the agent's build writes into its bundle (a Spoon carries the bundle without package.json). */
declare const HS_CLAUDE_VERSION: string | undefined;

/** The agent's version: the bundle's, else package.json's. */
export const AGENT_VERSION: string =
  typeof HS_CLAUDE_VERSION === "string"
    ? HS_CLAUDE_VERSION
    : JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")).version;
