import type { Touch } from "../undo/index.ts";

/** The app a command names is what it touches (focused, hidden, quit, placed, clicked in). */
export const touchesNamedApp = (command: { app_name?: string | undefined }): Touch => ({
  apps: command.app_name === undefined ? [] : [command.app_name],
});
