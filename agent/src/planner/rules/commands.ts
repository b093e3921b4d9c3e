import type { DesktopCommand } from "../../commands/index.ts";

/** The commands the rules make, each spelled once. */
export const focusOn = (app: string): DesktopCommand => ({ type: "focus_app", app_name: app });
export const quitApp = (app: string): DesktopCommand => ({ type: "close_app", app_name: app });
