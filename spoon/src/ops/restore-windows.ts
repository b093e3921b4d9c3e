import { requireAccessibility } from "../desktop";
import { type Frame, WAITS, type WindowState } from "../contract";
import { firstFailure, integer, list, type Operation, OpFailure, optionalFrame, waitUntil } from "../runtime";
import { plainFrame } from "../geometry";

function parseWindowState(params: { [key: string]: unknown }): WindowState | OpFailure {
  const id = integer(params, "id");
  const frame = optionalFrame(params, "frame");
  const minimized = params.minimized;
  const failure = firstFailure({ id, frame });
  if (failure !== undefined) return failure;
  if (frame === undefined) return new OpFailure("frame is required");
  if (type(minimized) !== "boolean") return new OpFailure("minimized must be true or false");
  return { id: id as number, frame: frame as Frame, minimized: minimized as boolean };
}

/**
 * Puts windows back as they were (undo): out of the Dock first (a minimized window ignores a new
 * frame), the frame set without animation, back into the Dock when it was there. A window that no
 * longer exists is reported, not an error: the rest are still restored.
 */
export const restoreWindows: Operation<"restore_windows"> = {
  name: "restore_windows",
  parse: (params) => {
    const windows = list(params, "windows", parseWindowState);
    return windows instanceof OpFailure ? windows : { windows };
  },
  run: async ({ windows }, ctx) => {
    requireAccessibility();
    const byId = new LuaMap<number, hs.window.Window>();
    for (const win of hs.window.allWindows()) {
      const id = win.id();
      if (id !== undefined) byId.set(id, win);
    }
    const restored: WindowState[] = [];
    const missing: number[] = [];
    for (const wanted of windows) {
      const win = byId.get(wanted.id);
      if (win === undefined) {
        missing.push(wanted.id);
        continue;
      }
      if (win.isMinimized()) {
        win.unminimize();
        // One window stuck in the Dock is reported with the missing ones; the rest are still put back.
        if (!(await waitUntil(ctx, () => !win.isMinimized(), WAITS.window))) {
          missing.push(wanted.id);
          continue;
        }
      }
      win.setFrame(wanted.frame, 0);
      const actual = plainFrame(win.frame());
      if (wanted.minimized) win.minimize();
      restored.push({ id: wanted.id, frame: actual, minimized: win.isMinimized() });
    }
    return { restored, missing };
  },
};
