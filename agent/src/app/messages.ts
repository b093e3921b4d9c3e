/** What the application service says in more than one place, worded once. */

/** A run or a question that needs to look at the screen, with no API key: every way to give one. */
export const NEEDS_CLAUDE =
  "looking at the screen needs Claude: set an API key " +
  "(hs-claude key set, ANTHROPIC_API_KEY for the agent, or hs.claude.configure({ apiKey = ... }))";

/** The question of a plan that needs clarification, when the planner gave none. */
export const WHICH_ONE = "which one?";

/** No API key (neither ANTHROPIC_API_KEY nor the Keychain's): the offline planner's plans only. */
export const OFFLINE_ONLY = "no API key: planning is offline only";
