import { planCommand } from "../app/index.ts";
import { fileNamesIn } from "../apps/index.ts";
import type { Snapshot } from "../contract/index.ts";
import { fileAliasStore, useHome } from "../store/index.ts";
import { openDesktop } from "./desktop.ts";
import { EXIT } from "./exit.ts";
import { printErr, printJson } from "./print.ts";
import { readContextFile } from "./snapshot-file.ts";

/** The desktop `--context FILE` holds, with the person's words: the file's, else the ones learned here. */
function contextDesktop(path: string): Snapshot {
  const file = readContextFile(path);
  const words = file.aliases ?? fileAliasStore(useHome()).words();
  return words.length ? { ...file, aliases: words } : file;
}

/**
 * The simulated desktop as `run --sim` would plan `command` against it (with --sim's presets and words, the home's
 * files when its words can name one), read and closed.
 */
async function simulatedDesktop(sim: string | true, command: string): Promise<Snapshot> {
  const desktop = await openDesktop(sim);
  try {
    return await desktop.runner.read(undefined, fileNamesIn(command));
  } finally {
    await desktop.close();
  }
}

/** `hs-claude plan`: prints the envelope on stdout, nothing executed; exit 3 when it needs clarification. */
export async function plan(args: {
  context: string | undefined;
  sim?: string | true | undefined;
  offline: boolean;
  command: string;
}): Promise<number> {
  const snapshot =
    args.context !== undefined ? contextDesktop(args.context) : await simulatedDesktop(args.sim ?? true, args.command);
  const notice = (text: string) => printErr(`hs-claude: ${text}\n`);
  const envelope = await planCommand(args.command, snapshot, { offline: args.offline, notice });
  printJson(envelope);
  return envelope.needs_clarification ? EXIT.clarify : EXIT.done;
}
