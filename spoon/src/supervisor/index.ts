export { AgentProcess, type AgentLaunch } from "./agent-process";
export { findNode } from "./node-path";
export { agentSettings } from "./settings";
