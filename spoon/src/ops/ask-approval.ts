import type { SpoonContext } from "../context";
import type { ApprovalAnswer } from "./contract";
import type { Operation } from "./operation";
import { firstFailure, text } from "./params";

export const ALLOW = "Allow";
export const DENY = "Don't Allow";

/**
 * The alert sits on a small webview of ours (as hs.dialog.alert does internally), because a webview can
 * be deleted and its alert goes with it: on an answer, when nobody answers in time, and on stop().
 */
function showAlert(ctx: SpoonContext, title: string, detail: string, answer: (this: void, button: string) => void) {
  const frame = hs.screen.mainScreen().frame();
  const webview = hs.webview.new({ x: frame.x + frame.w / 2, y: frame.y + frame.h / 3, w: 10, h: 10 }).show();
  hs.dialog.webviewAlert(webview, answer, title, detail, ALLOW, DENY, "warning");
  return webview;
}

/**
 * Asks the person at this Mac to approve a destructive action, in a dialog only a person can answer.
 * It does not block Hammerspoon; when nobody answers within the person's timeout the answer is
 * "nobody" and the dialog goes away, and a later click can change nothing.
 */
export const askApproval: Operation<"ask_approval"> = {
  name: "ask_approval",
  parse: (params) => {
    const title = text(params, "title");
    const detail = text(params, "detail");
    return firstFailure({ title, detail }) ?? { title: title as string, detail: detail as string };
  },
  run: ({ title, detail }, ctx) =>
    new Promise((resolve) => {
      let answered = false;
      const finish = (answer: ApprovalAnswer) => {
        if (answered) return;
        answered = true;
        ctx.onApprovalWaiting(false);
        ctx.forgetTimer(timer);
        cancel();
        webview.delete();
        resolve({ answer });
      };
      const webview = showAlert(ctx, title, detail, (button) => finish(button === ALLOW ? "approved" : "declined"));
      const timer = ctx.keepTimer(hs.timer.doAfter(ctx.personTimeout, () => finish("nobody")));
      const cancel = ctx.onRelease(() => finish("nobody"));
      ctx.onApprovalWaiting(true);
    }),
};
