import { type Operation, showAlert, text } from "../runtime";

/** How long a line of progress stays on screen, in seconds: the next step's line usually follows within it. */
const PROGRESS_SECONDS = 4;

/**
 * Shows a line of a running command's progress ("✓ 1/2 Type hotkey into the search field") as an alert, beside the
 * one that says the command runs; the result alert comes after them as ever.
 */
export const showProgress: Operation<"show_progress"> = {
  name: "show_progress",
  parse: (params) => {
    const line = text(params, "text");
    return typeof line === "string" ? { text: line } : line;
  },
  run: async ({ text: line }) => {
    showAlert(`Claude: ${line}`, PROGRESS_SECONDS);
    return { shown: true };
  },
};
