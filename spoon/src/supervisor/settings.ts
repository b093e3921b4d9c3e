/** Where `npm run install-spoon` records the agent's script, and the menu keeps "start the agent". */
const AGENT_PATH_KEY = "Claude.agentPath";
const START_AGENT_KEY = "Claude.startAgent";

export const agentSettings = {
  /**
   * The path install-spoon recorded; else, for a Spoon linked to hs-claude's dist/Claude.spoon, the
   * agent beside it (the path through the link reaches the repository).
   */
  agentPath(spoonPath: string | undefined): string | undefined {
    const path = hs.settings.get(AGENT_PATH_KEY);
    if (type(path) === "string" && path !== "") return path as string;
    const beside = spoonPath === undefined ? undefined : `${spoonPath}../../bin/hs-claude.js`;
    return beside !== undefined && hs.fs.attributes(beside, "mode") === "file" ? beside : undefined;
  },
  /** spoon.Claude.startAgent when set, else the menu's setting, else yes. */
  startsAgent(configured: boolean | undefined): boolean {
    if (configured !== undefined) return configured;
    return hs.settings.get(START_AGENT_KEY) !== false;
  },
  setStartsAgent(starts: boolean): void {
    hs.settings.set(START_AGENT_KEY, starts);
  },
};
