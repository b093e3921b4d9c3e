import { SimObject } from "../bridge.ts";
import type { SimContext } from "./context.ts";

type Row = { text: string; [key: string]: unknown };

/**
 * hs.chooser: shows rows and calls back with the chosen row, or nil when dismissed. The person at the
 * simulated Mac picks (1-based); with nobody there it is dismissed at once, as if Escape was pressed.
 */
export class SimChooser extends SimObject {
  readonly __simType = "hs.chooser";
  #rows: Row[] = [];
  #placeholder = "";
  #visible = false;
  readonly #ctx: SimContext;
  readonly #completion: unknown;

  constructor(ctx: SimContext, completion: unknown) {
    super();
    [this.#ctx, this.#completion] = [ctx, completion];
  }

  choices(rows: Row[]): this {
    this.#rows = rows ?? [];
    return this;
  }

  placeholderText(text: string): this {
    this.#placeholder = text;
    return this;
  }

  show(): this {
    this.#visible = true;
    const shown = { prompt: this.#placeholder, labels: this.#rows.map((row) => row.text) };
    this.#ctx.person.chooserShown.push(shown);
    setImmediate(() => {
      if (!this.#visible) return;
      this.#visible = false;
      const pick = this.#ctx.person.choose?.(shown);
      const row = pick === undefined ? undefined : this.#rows[pick - 1];
      this.#ctx.bridge.callback(this.#completion, row);
    });
    return this;
  }

  hide(): this {
    this.#visible = false;
    return this;
  }

  delete(): void {
    this.#visible = false;
  }
}

export function chooserModule(ctx: SimContext) {
  return { new: (completion: unknown) => new SimChooser(ctx, completion) };
}
