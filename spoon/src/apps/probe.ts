import type { Finding, SpoonContext } from "../runtime";

/**
 * One read-only check of an app for the first-contact report (`hs-claude doctor --deep`): it reads through the app's
 * own public functions (what the agent's commands run), changes nothing, and says what it found. It runs only while
 * the app does (the report never starts one); an expected failure is thrown as an OpFailure, with macOS's number.
 */
export interface AppProbe {
  /** The app as the person knows it ("Calendar"). */
  app: string;
  bundleID: string;
  /** What it reads ("today's events"). */
  what: string;
  read: (this: void, ctx: SpoonContext) => Promise<Finding>;
}

/** How many things a read found, in words: "1 tab", "3 tabs". */
export const counted = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
