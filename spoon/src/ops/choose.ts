import { firstFailure, type Operation, text, textList } from "../runtime";

/**
 * Lets the person pick one of the planner's candidates in a chooser; `index` is 1-based, 0 when they
 * dismiss it, nobody picks within the person's timeout, or a newer question replaces it. The chooser
 * is hidden at once and deleted on a later turn of the run loop, never inside its own callback. Asked under a `key`,
 * the agent may withdraw it (withdraw_question): 0, as when dismissed.
 */
export const choose: Operation<"choose"> = {
  name: "choose",
  parse: (params) => {
    const prompt = text(params, "prompt");
    const choices = textList(params, "choices");
    const key = params.key === undefined ? undefined : text(params, "key");
    const failed = firstFailure({ prompt, choices, key });
    if (failed) return failed;
    return {
      prompt: prompt as string,
      choices: choices as string[],
      ...(key === undefined ? {} : { key: key as string }),
    };
  },
  run: ({ prompt, choices, key }, ctx) =>
    new Promise((resolve) => {
      let answered = false;
      const answer = (index: number, deleteNow = false) => {
        if (answered) return;
        answered = true;
        ctx.forgetTimer(timer);
        cancel();
        giveUp();
        forgetKey();
        chooser.hide();
        if (deleteNow) chooser.delete();
        else {
          const later = ctx.keepTimer(hs.timer.doAfter(0, () => (ctx.forgetTimer(later), chooser.delete())));
        }
        resolve({ index });
      };
      const chooser = hs.chooser.new((choice) => answer(choice?.index ?? 0));
      const timer = ctx.keepTimer(hs.timer.doAfter(ctx.personTimeout, () => answer(0)));
      const cancel = ctx.onRelease(() => answer(0, true));
      const giveUp = ctx.claimSlot("chooser", () => answer(0));
      const forgetKey = key === undefined ? () => undefined : ctx.whenWithdrawn(key, () => answer(0));
      chooser
        .placeholderText(prompt)
        .choices(choices.map((label, i) => ({ text: label, index: i + 1 })))
        .show();
    }),
};
