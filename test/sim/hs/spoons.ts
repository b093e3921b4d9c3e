import type { SimContext } from "./context.ts";
import { hotkeyModule, type SimHotkey } from "./hotkey.ts";

type Spec = Record<string, unknown> | unknown[];

/**
 * hs.spoons.bindHotkeysToSpec: binds each mapped action with hs.hotkey.bindSpec(spec, spec.message,
 * fn), replacing that action's previous hotkey. The message is passed positionally, so an entry without
 * `message` makes the function the key-release handler.
 */
export function spoonsModule(ctx: SimContext) {
  const keys = new Map<string, SimHotkey>();
  const { bindSpec } = hotkeyModule(ctx);
  return {
    bindHotkeysToSpec: (def: Record<string, unknown>, map: Record<string, Spec>) => {
      for (const [action, spec] of Object.entries(map ?? {})) {
        const fn = def?.[action];
        if (typeof fn !== "function") {
          ctx.print(`E hs.spoons: Error: Hotkey requested for undefined action '${action}'`);
          continue;
        }
        keys.get(action)?.delete();
        const message = Array.isArray(spec) ? undefined : spec.message;
        keys.set(action, bindSpec(spec, message, fn));
      }
    },
  };
}
