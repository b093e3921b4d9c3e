/** The simulated Mac's public face (README: Development notes): the CLI's --sim and the tests use only this. */
export {
  BIG_DESK,
  BUNDLE,
  DEFAULT_DESKTOP,
  SIM_AGENT_HOME,
  startSimMac,
  type SimAgent,
  type SimMac,
  type SimMacOptions,
} from "./sim-mac.ts";
export type { Person, Seen } from "./person.ts";
export {
  commandBarLatency,
  measureScenario,
  SCENARIOS,
  waited,
  type Latency,
  type Scenario,
  type Start,
} from "./latency.ts";
