import { SimObject } from "../bridge.ts";
import type { Dialog, OpenDialog, SimContext } from "./context.ts";

type Rect = { x: number; y: number; w: number; h: number };

/**
 * What the simulator keeps of each webview beside its Hammerspoon face (Lua sees no member that is not Hammerspoon's).
 */
const state = new WeakMap<SimWebview, { deleted: boolean; sheet?: OpenDialog }>();

/** hs.webview: a window on screen while shown; delete() closes it for good, with any alert sheet on it. */
export class SimWebview extends SimObject {
  readonly __simType = "hs.webview";
  readonly #ctx: SimContext;
  #rect: Rect;
  #visible = false;

  constructor(ctx: SimContext, rect: Rect) {
    super();
    [this.#ctx, this.#rect] = [ctx, { ...rect }];
    state.set(this, { deleted: false });
  }

  show(): this {
    this.#usable("show");
    this.#visible = true;
    this.#ctx.screen.webviews.add(this);
    return this;
  }

  hide(): this {
    this.#usable("hide");
    this.#visible = false;
    this.#ctx.screen.webviews.delete(this);
    return this;
  }

  isVisible(): boolean {
    return this.#visible && !state.get(this)!.deleted;
  }

  frame(): Rect {
    return { ...this.#rect };
  }

  /** The window closes; an alert sheet on it goes with it, unanswered (see VERIFY_ON_MAC.md). */
  delete(): void {
    const own = state.get(this)!;
    if (own.deleted) return;
    own.deleted = true;
    this.#visible = false;
    this.#ctx.screen.webviews.delete(this);
    if (own.sheet) this.#ctx.screen.dialogs.splice(this.#ctx.screen.dialogs.indexOf(own.sheet), 1);
    own.sheet = undefined;
  }

  override __collected(): void {
    this.delete();
  }

  #usable(method: string): void {
    if (state.get(this)!.deleted) throw new Error(`hs.webview:${method}(): the webview has been deleted`);
  }
}

/**
 * Shows an alert as a sheet of `webview` (hs.dialog.webviewAlert): on screen until a button is pressed
 * or the webview is deleted. The person at the simulated Mac, when there is one, presses a moment later.
 */
export function showSheet(ctx: SimContext, webview: SimWebview, dialog: Dialog, respond: (button: string) => void) {
  const own = state.get(webview);
  if (!own || own.deleted) throw new Error("hs.dialog.webviewAlert(): the webview has been deleted");
  const open: OpenDialog = {
    dialog,
    press: (button) => {
      if (own.sheet !== open) return;
      if (!dialog.buttons.includes(button))
        throw new Error(`the dialog has no button ${button}: ${dialog.buttons.join(", ")}`);
      own.sheet = undefined;
      ctx.screen.dialogs.splice(ctx.screen.dialogs.indexOf(open), 1);
      respond(button);
    },
  };
  own.sheet = open;
  ctx.screen.dialogs.push(open);
  ctx.person.shown.push(dialog);
  const person = ctx.person.answer;
  if (!person) return;
  setImmediate(() => {
    if (own.sheet !== open) return;
    const pressed = person(dialog);
    if (dialog.buttons.includes(pressed)) open.press(pressed);
    else ctx.print(`E hs.dialog: the person pressed ${pressed}, which the dialog does not have`);
  });
}

export function webviewModule(ctx: SimContext) {
  return { new: (rect: Rect) => new SimWebview(ctx, rect) };
}
