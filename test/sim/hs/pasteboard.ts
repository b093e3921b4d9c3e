import type { SimContext } from "./context.ts";

const TEXT = "public.utf8-plain-text";

/**
 * hs.pasteboard over the simulated Mac's one pasteboard: items of representations by UTI, and a change count
 * that every write (and clear) moves on, as NSPasteboard's does. readAllData/writeAllData are the Lua
 * helpers of pasteboard.lua (writeAllData takes an optional name first): they read only the first item
 * (contentTypes is libpasteboard.m's first item's types), and write one.
 */
export function pasteboardModule(ctx: SimContext) {
  const board = ctx.desktop.content.pasteboard;
  const replace = (items: Record<string, string>) => {
    board.items = { ...items };
    board.others = [];
    board.changeCount++;
    return true;
  };
  const types = (item: Record<string, string>) => Object.keys(item);
  return {
    setContents: (contents: unknown) => replace({ [TEXT]: String(contents) }),
    getContents: () => board.items[TEXT],
    changeCount: () => board.changeCount,
    clearContents: () => void replace({}),
    readAllData: () => ({ ...board.items }),
    /** The types of each item, in order (libpasteboard.m's allContentTypes). */
    allContentTypes: () => (types(board.items).length === 0 ? [] : [board.items, ...board.others].map(types)),
    writeAllData: (first: unknown, second?: unknown) => {
      const contents = (second === undefined ? first : second) as Record<string, unknown>;
      return replace(Object.fromEntries(Object.entries(contents).map(([uti, data]) => [uti, String(data)])));
    },
  };
}
