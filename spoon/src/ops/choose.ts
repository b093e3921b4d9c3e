import { type Operation } from "./operation";
import { firstFailure, text, textList } from "./params";

/** The chooser on screen and how to answer its request; kept referenced, since Hammerspoon deletes a chooser the collector takes. */
let open: { chooser: hs.chooser.Chooser; answer: (this: void, index: number) => void } | undefined;

/**
 * Lets the person pick one of the planner's candidates in a chooser; `index` is 1-based, 0 when
 * they dismiss it. A new question replaces one still on screen, whose request is answered 0.
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
      open?.answer(0);
      let answered = false;
      const answer = (index: number) => {
        if (answered) return;
        answered = true;
        if (open?.chooser === chooser) open = undefined;
        chooser.delete();
        resolve({ index });
      };
      const chooser = hs.chooser.new((choice) => answer(choice?.index ?? 0));
      open = { chooser, answer };
      chooser
        .placeholderText(prompt)
        .choices(choices.map((label, i) => ({ text: label, index: i + 1 })))
        .show();
    }),
};
