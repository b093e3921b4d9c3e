import type { Preset, Snapshot } from "../contract/index.ts";
import type { SpoonClient } from "../spoon/index.ts";

/** Reads the desktop through the Spoon (checked against the snapshot schema by the client) and adds the presets. */
export async function readSnapshot(spoon: SpoonClient, presets: Preset[]): Promise<Snapshot> {
  return { ...(await spoon.read("snapshot", {})), presets };
}
