import type { DesktopScope, PersonalWord, Preset, Snapshot } from "../contract/index.ts";
import type { SpoonClient } from "../spoon/index.ts";

/**
 * Reads the desktop through the Spoon (checked against the snapshot schema by the client), all of it or the part
 * `scope` names, the home's files only when `files` is given (the names the command's words may give a file), and
 * adds what the agent keeps: the presets, and the person's own words for apps when there are any.
 */
export async function readSnapshot(
  spoon: SpoonClient,
  presets: Preset[],
  aliases: PersonalWord[] = [],
  scope?: DesktopScope,
  files?: readonly string[],
): Promise<Snapshot> {
  const params = { ...scope, ...(files === undefined ? {} : { files: [...files] }) };
  return { ...(await spoon.read("snapshot", params)), presets, ...(aliases.length ? { aliases } : {}) };
}
