import type { SimContext } from "./context.ts";

/**
 * hs.dialog.blockAlert: modal, answered by the person at the simulated Mac. With nobody there a real
 * dialog would wait forever; here it raises, so the caller learns nobody can answer.
 */
export function dialogModule(ctx: SimContext) {
  return {
    blockAlert: (message: string, informativeText: string, buttonOne = "OK", buttonTwo?: string) => {
      const dialog = { message, informativeText, buttons: buttonTwo === undefined ? [buttonOne] : [buttonOne, buttonTwo] };
      ctx.person.shown.push(dialog);
      if (!ctx.person.answer) throw new Error("nobody is at the simulated Mac to answer the dialog");
      const answer = ctx.person.answer(dialog);
      if (!dialog.buttons.includes(answer)) throw new Error(`the person pressed ${answer}, which the dialog does not have`);
      return answer;
    },
  };
}
