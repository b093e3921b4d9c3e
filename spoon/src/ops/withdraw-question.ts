import { type Operation, text } from "../runtime";

/**
 * Takes back the question the agent asked under `key` (ask_approval's window, choose's chooser): it closes, answered
 * as nobody answering would ("nobody", no choice). The run that asked was cancelled, so the person is not left
 * deciding something that will not run. False when nothing waits under that key.
 */
export const withdrawQuestion: Operation<"withdraw_question"> = {
  name: "withdraw_question",
  parse: (params) => {
    const key = text(params, "key");
    return typeof key === "string" ? { key } : key;
  },
  run: async ({ key }, ctx) => ({ withdrawn: ctx.withdraw(key) }),
};
