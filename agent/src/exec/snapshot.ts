import type { PersonalWord, Preset, Snapshot } from "../contract/index.ts";
import type { SpoonClient } from "../spoon/index.ts";

/**
 * Reads the desktop through the Spoon (checked against the snapshot schema by the client) and adds
 * what the agent keeps: the presets, and the person's own words for apps when there are any.
 */
export async function readSnapshot(
  spoon: SpoonClient,
  presets: Preset[],
  aliases: PersonalWord[] = [],
): Promise<Snapshot> {
  return { ...(await spoon.read("snapshot", {})), presets, ...(aliases.length ? { aliases } : {}) };
}
