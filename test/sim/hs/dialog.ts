import type { SimContext } from "./context.ts";
import { showSheet, SimWebview } from "./webview.ts";

function dialogOf(message: string, informativeText = "", buttonOne?: string, buttonTwo?: string) {
  const first = buttonOne === undefined || buttonOne === "" ? "OK" : buttonOne;
  const buttons = buttonTwo === undefined || buttonTwo === "" ? [first] : [first, buttonTwo];
  return { message, informativeText, buttons };
}

/**
 * hs.dialog: webviewAlert shows an NSAlert as a sheet of a webview; alert is built from it, as in
 * Hammerspoon's dialog.lua (a 10×10 webview at x, y, deleted once a button is pressed). Non-blocking:
 * with nobody at the simulated Mac an alert is never answered, as on a Mac nobody is looking at.
 */
export function dialogModule(ctx: SimContext) {
  const webviewAlert = (
    webview: SimWebview,
    callback: unknown,
    message: string,
    info?: string,
    one?: string,
    two?: string,
  ) => {
    showSheet(ctx, webview, dialogOf(message, info, one, two), (button) => ctx.bridge.callback(callback, button));
  };
  return {
    webviewAlert,
    alert: (x: number, y: number, callback: unknown, message: string, info?: string, one?: string, two?: string) => {
      const webview = new SimWebview(ctx, {
        x: typeof x === "number" ? x : 1,
        y: typeof y === "number" ? y : 1,
        w: 10,
        h: 10,
      }).show();
      showSheet(ctx, webview, dialogOf(message, info, one, two), (button) => {
        webview.delete();
        ctx.bridge.callback(callback, button);
      });
    },
  };
}
