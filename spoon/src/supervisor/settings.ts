/** Where `npm run install-spoon` records the agent's script, and the menu keeps "start the agent". */
const AGENT_PATH_KEY = "Claude.agentPath";
const START_AGENT_KEY = "Claude.startAgent";

export const agentSettings = {
  agentPath(): string | undefined {
    const path = hs.settings.get(AGENT_PATH_KEY);
    return type(path) === "string" && path !== "" ? (path as string) : undefined;
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
