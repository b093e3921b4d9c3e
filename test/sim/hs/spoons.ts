import type { SimContext } from "./context.ts";

type Spec = Record<string, unknown>;

/**
 * hs.spoons.bindHotkeysToSpec: binds each mapped action through hs.hotkey.bindSpec. The message
 * is passed positionally, so an entry without `message` makes the function the key-release handler.
 */
export function spoonsModule(ctx: SimContext) {
  return {
    bindHotkeysToSpec: (def: Record<string, unknown>, map: Record<string, Spec>) => {
      for (const [action, spec] of Object.entries(map ?? {})) {
        const fn = def?.[action];
        if (typeof fn !== "function") {
          ctx.print(`E hs.spoons: bindHotkeysToSpec(): Error: Action ${action} not found in the definition table`);
          continue;
        }
        // A spec without `message` is a plain Lua sequence and arrives as an array; with it, as an object keyed "1", "2".
        const [mods, key] = Array.isArray(spec)
          ? [spec[0] as string[], String(spec[1])]
          : [spec["1"] as string[], String(spec["2"])];
        const message = typeof spec.message === "string" ? spec.message : undefined;
        const existing = ctx.hotkeys.findIndex((h) => h.key === key && h.mods.join("+") === mods.join("+"));
        if (existing >= 0) ctx.hotkeys.splice(existing, 1);
        ctx.hotkeys.push({
          mods,
          key,
          message,
          pressed: message === undefined ? undefined : fn,
          released: message === undefined ? fn : undefined,
        });
      }
    },
  };
}
