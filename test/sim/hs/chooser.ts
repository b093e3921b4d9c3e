import { SimObject } from "../bridge.ts";
import type { SimChooserLike, SimContext } from "./context.ts";

type Row = { text: string; [key: string]: unknown };

/**
 * hs.chooser: shows rows, filtered by what is typed (case-insensitive substring of `text`), and calls
 * back with the chosen row, or nil when dismissed; Return with no row does nothing (HSChooser.m). Who is
 * at the simulated Mac decides what happens on show(): `person.choose` picks at once; a present person
 * acts through type()/press(); with nobody there it is dismissed at once, as if Escape was pressed.
 */
export class SimChooser extends SimObject {
  readonly __simType = "hs.chooser";
  #rows: Row[] = [];
  #placeholder = "";
  #query = "";
  #selected = 0;
  #defaultForQuery = false;
  #visible = false;
  readonly #ctx: SimContext;
  readonly #completion: unknown;
  #queryChanged: unknown;
  /** How the person acts on it: kept apart, since Lua must see only Hammerspoon's members. */
  readonly #handle: SimChooserLike;

  constructor(ctx: SimContext, completion: unknown) {
    super();
    [this.#ctx, this.#completion] = [ctx, completion];
    const self = this;
    this.#handle = {
      get query() {
        return self.#query;
      },
      get rows() {
        return self.#shown().map((row) => row.text);
      },
      type: (text) => this.#type(text),
      press: (key) => this.#press(key),
    };
  }

  choices(rows: Row[] | Record<string, Row> | undefined): this {
    // An empty Lua table crosses the bridge as an object.
    this.#rows = Array.isArray(rows) ? rows : Object.values(rows ?? {});
    return this;
  }

  /** Setting it turns the built-in filtering off: the callback sets the rows itself. */
  queryChangedCallback(fn: unknown): this {
    this.#queryChanged = fn;
    return this;
  }

  /** Sets the field's text as code does: no text-change notification, so the query callback is not told. */
  query(text?: string | null): this | string {
    if (text === undefined) return this.#query;
    this.#query = text ?? "";
    return this;
  }

  /** Return with no row then chooses `{ text = query }` (off by default). */
  enableDefaultForQuery(flag?: boolean): this | boolean {
    if (flag === undefined) return this.#defaultForQuery;
    this.#defaultForQuery = Boolean(flag);
    return this;
  }

  placeholderText(text: string): this {
    this.#placeholder = text;
    return this;
  }

  isVisible(): boolean {
    return this.#visible;
  }

  show(): this {
    this.#visible = true;
    this.#selected = 0;
    this.#ctx.screen.choosers.add(this.#handle);
    // HSChooser's show keeps the query and runs controlTextDidChange: the query callback hears it at once.
    if (this.#queryChanged !== undefined) this.#ctx.bridge.callback(this.#queryChanged, this.#query);
    const shown = { prompt: this.#placeholder, labels: this.#rows.map((row) => row.text) };
    this.#ctx.person.chooserShown.push(shown);
    const choose = this.#ctx.person.choose;
    if (choose) setImmediate(() => this.#visible && this.#complete(this.#rows[(choose(shown) ?? 0) - 1]));
    else if (!this.#ctx.person.present) setImmediate(() => this.#visible && this.#complete(undefined));
    return this;
  }

  hide(): this {
    this.#visible = false;
    this.#ctx.screen.choosers.delete(this.#handle);
    return this;
  }

  delete(): void {
    this.hide();
  }

  #type(text: string): void {
    this.#changeQuery(this.#query + text);
  }

  #changeQuery(query: string): void {
    this.#query = query;
    this.#selected = 0;
    if (this.#queryChanged !== undefined) this.#ctx.bridge.callback(this.#queryChanged, query);
  }

  #press(key: string): void {
    const shown = this.#shown();
    if (key === "return") this.#chooseSelected(shown);
    else if (key === "escape") this.#complete(undefined);
    else if (key === "down") this.#selected = Math.min(this.#selected + 1, Math.max(0, shown.length - 1));
    else if (key === "up") this.#selected = Math.max(0, this.#selected - 1);
    else if (key === "delete") this.#changeQuery(this.#query.slice(0, -1));
    else throw new Error(`the chooser does not take the key ${key}; it takes return, escape, up, down, delete`);
  }

  /** HSChooser's didClickedRow: the row chosen; with none, the query when enabled, else nothing at all. */
  #chooseSelected(shown: Row[]): void {
    const row = shown[this.#selected];
    if (row) this.#complete(row);
    else if (this.#defaultForQuery) this.#complete({ text: this.#query });
  }

  #shown(): Row[] {
    if (this.#queryChanged !== undefined) return this.#rows;
    const query = this.#query.toLowerCase();
    return this.#rows.filter((row) => row.text.toLowerCase().includes(query));
  }

  /** Hammerspoon hides the chooser, then calls back with the row (nil when dismissed). */
  #complete(row: Row | undefined): void {
    this.hide();
    this.#ctx.bridge.callback(this.#completion, row);
  }
}

export function chooserModule(ctx: SimContext) {
  return { new: (completion: unknown) => new SimChooser(ctx, completion) };
}
