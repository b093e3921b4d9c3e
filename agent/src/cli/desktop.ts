import type { SpoonChannel } from "../exec/index.ts";
import type { PresetStore } from "../store/presets.ts";
import { readSnapshotFile } from "./snapshot-file.ts";

/** A desktop to act on: the Spoon to talk to, the presets in force, and how to let go of it. */
export interface Desktop {
  spoon: SpoonChannel;
  presets: PresetStore;
  close(): Promise<void>;
}

/**
 * With --sim, a simulated Mac running the real Spoon bundle in this process, connected over a real
 * socket to an agent server of its own; FILE is its snapshot (default: the built-in desktop).
 */
export async function openDesktop(sim: string | true | undefined): Promise<Desktop> {
  if (sim !== undefined) {
    if (sim !== true) readSnapshotFile(sim);
    const { startSimSession } = await import("../../../test/sim/session.ts");
    return startSimSession(sim === true ? undefined : sim);
  }
  const { connectToAgent } = await import("./remote.ts");
  return connectToAgent();
}
