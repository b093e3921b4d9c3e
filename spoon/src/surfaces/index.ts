export { CommandBar, type AgentState } from "./command-bar";
export { Menubar, type LinkState, type MenuActions } from "./menubar";
export type { MenuSettings } from "./menu-settings";
export { RunPages } from "./run-pages";
