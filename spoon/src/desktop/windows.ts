import { plainFrame } from "../geometry";
import type { WindowInfo } from "../contract";
import type { AppAnswer } from "./apps";

/**
 * The windows of the apps that answered, each with the screen it mostly lies on; the focused one is the frontmost
 * app's focused window, asked of that app only when it is among them. Windows without an id are left out.
 */
export function readWindows(answers: AppAnswer[]): WindowInfo[] {
  const front = hs.application.frontmostApplication()?.pid();
  const frontAnswer = answers.find((answer) => answer.app.pid() === front);
  const focusedId = frontAnswer?.app.focusedWindow()?.id();
  const windows: WindowInfo[] = [];
  for (const { app, windows: own } of answers)
    for (const win of own) {
      const id = win.id();
      if (id === undefined) continue;
      windows.push({
        id,
        app: app.name(),
        title: win.title(),
        frame: plainFrame(win.frame()),
        screenId: win.screen().id(),
        focused: id === focusedId,
        minimized: win.isMinimized(),
        standard: win.isStandard(),
      });
    }
  return windows;
}
