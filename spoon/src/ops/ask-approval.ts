import { openApprovalWindow } from "../ui";
import type { ApprovalAnswer } from "../contract";
import { firstFailure, type Operation, text } from "../runtime";

/**
 * Asks the person at this Mac to approve a destructive action, in a window only a person can answer
 * (a click or a key of theirs). It does not block Hammerspoon; when nobody answers within the person's
 * timeout the answer is "nobody" and the window closes itself, and nothing later can change the answer.
 * Asked under a `key`, the agent may withdraw it (withdraw_question): the window closes, the answer "nobody".
 */
export const askApproval: Operation<"ask_approval"> = {
  name: "ask_approval",
  parse: (params) => {
    const title = text(params, "title");
    const detail = text(params, "detail");
    const key = params.key === undefined ? undefined : text(params, "key");
    const failed = firstFailure({ title, detail, key });
    if (failed) return failed;
    return { title: title as string, detail: detail as string, ...(key === undefined ? {} : { key: key as string }) };
  },
  run: ({ title, detail, key }, ctx) =>
    new Promise((resolve) => {
      let answered = false;
      const finish = (answer: ApprovalAnswer) => {
        if (answered) return;
        answered = true;
        ctx.onApprovalWaiting(pending, false);
        ctx.forgetTimer(timer);
        cancel();
        forgetKey();
        approvalWindow.close();
        resolve({ answer });
      };
      const approvalWindow = openApprovalWindow({ title, detail }, ctx.personTimeout, finish);
      const timer = ctx.keepTimer(hs.timer.doAfter(ctx.personTimeout, () => finish("nobody")));
      const cancel = ctx.onRelease(() => finish("nobody"));
      const forgetKey = key === undefined ? () => undefined : ctx.whenWithdrawn(key, () => finish("nobody"));
      const pending = { title, front: approvalWindow.front };
      ctx.onApprovalWaiting(pending, true);
    }),
};
