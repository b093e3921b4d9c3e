import { DesktopState, describeIssues, type Preset, type Snapshot } from "../contract/index.ts";
import type { SpoonChannel } from "./types.ts";

/** Reads the desktop through the Spoon, checks it (socket input is never trusted), and adds the presets. */
export async function readSnapshot(spoon: SpoonChannel, presets: Preset[]): Promise<Snapshot> {
  const parsed = DesktopState.safeParse(await spoon.call("snapshot"));
  if (!parsed.success)
    throw new Error(`the Spoon sent a snapshot that does not fit the format: ${describeIssues(parsed.error)}`);
  return { ...parsed.data, presets };
}
