import type { SimContext } from "./context.ts";

/**
 * hs.settings: values kept across reloads (here: for the life of the simulated Mac). A table comes back
 * as a copy, as from NSUserDefaults.
 */
export function settingsModule(ctx: SimContext) {
  return {
    get: (key: string) => structuredClone(ctx.preferences.get(key)),
    set: (key: string, value?: unknown) => {
      if (value === undefined) ctx.preferences.delete(key);
      else ctx.preferences.set(key, structuredClone(value));
    },
  };
}
