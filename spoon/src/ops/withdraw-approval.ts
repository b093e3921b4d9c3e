import { type Operation, text } from "../runtime";

/**
 * Closes the approval window the agent opened under `key` (ask_approval), answered "nobody": the run that asked was
 * cancelled, so the person is not left deciding something that will not run. False when none waits under that key.
 */
export const withdrawApproval: Operation<"withdraw_approval"> = {
  name: "withdraw_approval",
  parse: (params) => {
    const key = text(params, "key");
    return typeof key === "string" ? { key } : key;
  },
  run: async ({ key }, ctx) => ({ withdrawn: ctx.withdraw(key) }),
};
