import { SimObject } from "../bridge.ts";
import type { SimContext } from "./context.ts";

type Item = {
  title: string;
  fn?: unknown;
  disabled?: boolean;
  checked?: boolean;
  menu?: Item[] | Record<string, Item>;
};

/** An empty Lua table crosses the bridge as an object. */
const listOf = (items: Item[] | Record<string, Item> | undefined): Item[] =>
  Array.isArray(items) ? items : Object.values(items ?? {});

/**
 * hs.menubar: an item in the menu bar, invisible until it has a title. The person sees its title and
 * the rows of its menu (a menu function is called each time it opens) and clicks a row by its path.
 */
export class SimMenubar extends SimObject {
  readonly __simType = "hs.menubar";
  #title: string | undefined;
  #menu: unknown;
  readonly #ctx: SimContext;

  constructor(ctx: SimContext) {
    super();
    this.#ctx = ctx;
    ctx.screen.menubars.add(this.#face);
  }

  readonly #face = {
    title: () => this.#title,
    rows: () => this.#rows(),
    titles: (path: string[]) => this.#submenu(path).map((row) => row.title),
    checked: (path: string[]) =>
      this.#submenu(path)
        .filter((row) => row.checked === true)
        .map((row) => row.title),
    click: (path: string[]) => this.#click(path),
  };

  setTitle(title: string): this {
    this.#title = title;
    return this;
  }

  setTooltip(): this {
    return this;
  }

  setMenu(menu: unknown): this {
    this.#menu = menu;
    return this;
  }

  delete(): void {
    this.#ctx.screen.menubars.delete(this.#face);
  }

  #rows(): Item[] {
    if (this.#menu === undefined) return [];
    const menu = typeof this.#menu === "function" ? this.#ctx.bridge.callback(this.#menu) : this.#menu;
    return listOf(menu as Item[] | Record<string, Item>);
  }

  /** The item at `path`, and the rows of its submenu. */
  #find(path: string[]): { item: Item | undefined; rows: Item[] } {
    let rows = this.#rows();
    let item: Item | undefined;
    for (const title of path) {
      item = rows.find((row) => row.title === title);
      if (!item) throw new Error(`no menu item "${title}"; there are: ${rows.map((row) => row.title).join(", ")}`);
      rows = listOf(item.menu);
    }
    return { item, rows };
  }

  #submenu(path: string[]): Item[] {
    return this.#find(path).rows;
  }

  #click(path: string[]): void {
    const { item } = this.#find(path);
    if (!item || item.disabled) throw new Error(`the menu item ${path.join(" › ")} is disabled`);
    if (item.fn !== undefined) this.#ctx.bridge.callback(item.fn, {}, item);
  }
}

export function menubarModule(ctx: SimContext) {
  return { new: () => new SimMenubar(ctx) };
}
