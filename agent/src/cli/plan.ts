import { planCommand } from "../app/index.ts";
import { fileAliasStore, useHome } from "../store/index.ts";
import { EXIT } from "./exit.ts";
import { printErr, printJson } from "./print.ts";
import { readSnapshotFile } from "./snapshot-file.ts";

/** `hs-claude plan`: prints the envelope on stdout; exit 3 when it needs clarification. */
export async function plan(args: { context: string; offline: boolean; command: string }): Promise<number> {
  const file = readSnapshotFile(args.context);
  // The person's own words are theirs whatever the desktop: the file's, else the ones learned here.
  const words = file.aliases ?? fileAliasStore(useHome()).words();
  const snapshot = words.length ? { ...file, aliases: words } : file;
  const notice = (text: string) => printErr(`hs-claude: ${text}\n`);
  const envelope = await planCommand(args.command, snapshot, { offline: args.offline, notice });
  printJson(envelope);
  return envelope.needs_clarification ? EXIT.clarify : EXIT.done;
}
