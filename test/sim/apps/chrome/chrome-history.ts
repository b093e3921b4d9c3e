/** Each tab's back/forward list, as Chrome keeps it: a new navigation drops the entries ahead of the current one. */
export class TabHistories {
  private readonly lists = new Map<number, { urls: string[]; at: number }>();

  /** The tab went from `from` (its first entry, when it has none yet) to `to`. */
  visit(tabId: number, from: string, to: string): void {
    const list = this.lists.get(tabId) ?? { urls: [from], at: 0 };
    list.urls.splice(list.at + 1);
    list.urls.push(to);
    list.at = list.urls.length - 1;
    this.lists.set(tabId, list);
  }

  /** The addresses the tab has shown, its first one first; none for a tab that has never gone anywhere. */
  visited(tabId: number): readonly string[] {
    return this.lists.get(tabId)?.urls ?? [];
  }

  /** Moves `step` entries (-1 back, 1 forward) and gives that entry's URL; undefined (no move) when there is none. */
  move(tabId: number, step: number): string | undefined {
    const list = this.lists.get(tabId);
    const url = list?.urls[list.at + step];
    if (list && url !== undefined) list.at += step;
    return url;
  }
}
