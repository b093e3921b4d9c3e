import type { SimContext } from "./context.ts";

/**
 * hs.dialog.alert: non-blocking; the person at the simulated Mac answers a moment later. With nobody
 * there it is never answered, as on a Mac nobody is looking at.
 */
export function dialogModule(ctx: SimContext) {
  return {
    alert: (
      _x: number,
      _y: number,
      callback: unknown,
      message: string,
      informativeText = "",
      buttonOne = "OK",
      buttonTwo?: string,
    ) => {
      const dialog = {
        message,
        informativeText,
        buttons: buttonTwo === undefined ? [buttonOne] : [buttonOne, buttonTwo],
      };
      ctx.person.shown.push(dialog);
      const person = ctx.person.answer;
      if (person) {
        setImmediate(() => {
          const pressed = person(dialog);
          if (dialog.buttons.includes(pressed)) ctx.bridge.callback(callback, pressed);
          else ctx.print(`E hs.dialog: the person pressed ${pressed}, which the dialog does not have`);
        });
      }
      return `dialog-${ctx.person.shown.length}`;
    },
  };
}
