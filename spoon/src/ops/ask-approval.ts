import { logger } from "../logger";
import { type Operation } from "./operation";
import { firstFailure, text } from "./params";

export const ALLOW = "Allow";
export const DENY = "Don't Allow";

/**
 * Asks the person at this Mac to approve a destructive action, in a modal dialog only a person can
 * answer. "nobody" when no dialog could be shown.
 */
export const askApproval: Operation<{ title: string; detail: string }> = {
  name: "ask_approval",
  parse: (params) => {
    const title = text(params, "title");
    const detail = text(params, "detail");
    return firstFailure({ title, detail }) ?? { title: title as string, detail: detail as string };
  },
  run: async ({ title, detail }) => {
    const [shown, button] = pcall(() => hs.dialog.blockAlert(title, detail, ALLOW, DENY, "warning"));
    if (!shown) {
      logger.w(`approval dialog could not be shown: ${tostring(button)}`);
      return { answer: "nobody" };
    }
    return { answer: button === ALLOW ? "approved" : "declined" };
  },
};
