import type { SimContext } from "./context.ts";

const TEXT = "public.utf8-plain-text";

/**
 * hs.pasteboard over the simulated Mac's one pasteboard: representations by UTI, and a change count
 * that every write (and clear) moves on, as NSPasteboard's does. readAllData/writeAllData are the Lua
 * helpers of pasteboard.lua (writeAllData takes an optional name first).
 */
export function pasteboardModule(ctx: SimContext) {
  const board = ctx.desktop.content.pasteboard;
  const replace = (items: Record<string, string>) => {
    board.items = { ...items };
    board.changeCount++;
    return true;
  };
  return {
    setContents: (contents: unknown) => replace({ [TEXT]: String(contents) }),
    getContents: () => board.items[TEXT],
    changeCount: () => board.changeCount,
    clearContents: () => void replace({}),
    readAllData: () => ({ ...board.items }),
    writeAllData: (first: unknown, second?: unknown) => {
      const contents = (second === undefined ? first : second) as Record<string, unknown>;
      return replace(Object.fromEntries(Object.entries(contents).map(([uti, data]) => [uti, String(data)])));
    },
  };
}
