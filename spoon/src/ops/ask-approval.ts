import { settings } from "../settings";
import { type Operation } from "./operation";
import { firstFailure, text } from "./params";

export const ALLOW = "Allow";
export const DENY = "Don't Allow";

/** Dialogs waiting for a person, with their timers, kept referenced against the collector. */
const waiting = new LuaSet<hs.timer.Timer>();

/**
 * Asks the person at this Mac to approve a destructive action, in a dialog only a person can answer.
 * The dialog does not block Hammerspoon; when nobody answers within `approvalTimeout` seconds the
 * answer is "nobody", and a later click changes nothing.
 */
export const askApproval: Operation<{ title: string; detail: string }> = {
  name: "ask_approval",
  parse: (params) => {
    const title = text(params, "title");
    const detail = text(params, "detail");
    return firstFailure({ title, detail }) ?? { title: title as string, detail: detail as string };
  },
  run: ({ title, detail }) =>
    new Promise((resolve) => {
      let answered = false;
      const answer = (result: "approved" | "declined" | "nobody") => {
        if (answered) return;
        answered = true;
        timer.stop();
        waiting.delete(timer);
        resolve({ answer: result });
      };
      const timer = hs.timer.doAfter(settings.approvalTimeout, () => answer("nobody"));
      waiting.add(timer);
      const frame = hs.screen.mainScreen().frame();
      hs.dialog.alert(
        frame.x + frame.w / 2,
        frame.y + frame.h / 3,
        (button) => answer(button === ALLOW ? "approved" : "declined"),
        title,
        detail,
        ALLOW,
        DENY,
        "warning",
      );
    }),
};
