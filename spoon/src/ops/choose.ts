import { type Operation } from "./operation";
import { firstFailure, text, textList } from "./params";

/** The chooser on screen, kept referenced: Hammerspoon deletes a chooser the collector takes. */
let open: hs.chooser.Chooser | undefined;

/**
 * Lets the person pick one of the planner's candidates in a chooser; `index` is 1-based, 0 when
 * they dismiss it. A new question replaces one still on screen.
 */
export const choose: Operation<{ prompt: string; choices: string[] }> = {
  name: "choose",
  parse: (params) => {
    const prompt = text(params, "prompt");
    const choices = textList(params, "choices");
    return firstFailure({ prompt, choices }) ?? { prompt: prompt as string, choices: choices as string[] };
  },
  run: ({ prompt, choices }) =>
    new Promise((resolve) => {
      open?.delete();
      const chooser = hs.chooser.new((choice) => {
        if (open === chooser) open = undefined;
        chooser.delete();
        resolve({ index: choice?.index ?? 0 });
      });
      open = chooser;
      chooser.placeholderText(prompt).choices(choices.map((label, i) => ({ text: label, index: i + 1 }))).show();
    }),
};
