import { type Operation, text } from "../runtime";
import { showProgressLine } from "../ui";

/** Shows a line of a running command's progress as an alert (ui/progress.ts), beside the command bar's own. */
export const showProgress: Operation<"show_progress"> = {
  name: "show_progress",
  parse: (params) => {
    const line = text(params, "text");
    return typeof line === "string" ? { text: line } : line;
  },
  run: async ({ text: line }) => {
    showProgressLine(line);
    return { shown: true };
  },
};
