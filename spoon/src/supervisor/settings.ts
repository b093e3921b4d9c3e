/** Where `hs-claude install-spoon` records the agent's script, and the menu keeps "start the agent". */
const AGENT_PATH_KEY = "Claude.agentPath";
const START_AGENT_KEY = "Claude.startAgent";
/** The agent the release's Spoon carries, in its own folder: its bundle, which needs node and nothing else. */
const OWN_AGENT = "agent/hs-claude.cjs";
/** The agent of the hs-claude clone or package whose dist/Claude.spoon this Spoon is (a link reaches it). */
const PACKAGE_AGENT = "../../bin/hs-claude.js";

const isFile = (path: string | undefined): path is string =>
  path !== undefined && hs.fs.attributes(path, "mode") === "file";

export const agentSettings = {
  /**
   * The agent start() runs when spoon.Claude.agentPath is not set: the one the Spoon carries (the release zip's),
   * else the one install-spoon recorded, else that of the package the Spoon is linked from.
   */
  agentPath(spoonPath: string | undefined): string | undefined {
    const own = spoonPath === undefined ? undefined : `${spoonPath}${OWN_AGENT}`;
    if (isFile(own)) return own;
    const recorded = hs.settings.get(AGENT_PATH_KEY);
    if (type(recorded) === "string" && recorded !== "") return recorded as string;
    const beside = spoonPath === undefined ? undefined : `${spoonPath}${PACKAGE_AGENT}`;
    return isFile(beside) ? beside : undefined;
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
