import { asTyped, cannot, clarify, plan, type Outcome, type RuleContext } from "../../../planner/index.ts";
import type { FinderCommand } from "../commands/index.ts";
import { nameOf } from "../paths.ts";

/** The home's folders a person names by their word ("my downloads", "the desktop"). */
const FOLDERS: Record<string, string> = {
  desktop: "~/Desktop",
  documents: "~/Documents",
  docs: "~/Documents",
  downloads: "~/Downloads",
};

/** The folder a phrase names ("my downloads folder", "the desktop"), or undefined. */
export function folderNamed(phrase: string): string | undefined {
  const word = phrase.replace(/^(?:the|my)\s+/, "").replace(/\s+folder$/, "");
  return Object.hasOwn(FOLDERS, word) ? FOLDERS[word] : undefined;
}

/** Where files are looked for, as a person reads it. */
const WHERE = "on the Desktop or in Documents or Downloads";

/**
 * The one file a name means among the home's files (the whole desktop's `files`), or the question: none or two
 * matching are asked about, both listed; never a guess.
 */
export function fileNamed(
  phrase: string,
  ctx: RuleContext,
  command: (path: string) => FinderCommand,
): Outcome<FinderCommand> {
  const name = asTyped(phrase.replace(/^(?:the|my)\s+(?:file\s+)?/, ""), ctx);
  const { files = [], filesUnavailable, filesNotListed } = ctx.snapshot;
  if (filesUnavailable !== undefined && !name.startsWith("~/"))
    return clarify(
      `I cannot see your files to find "${name}" (${filesUnavailable}): say its path ("~/Desktop/${name}")`,
    );
  const wanted = name.startsWith("~/") ? [name] : [name.toLowerCase()];
  const found = files.filter((path) =>
    name.startsWith("~/") ? path === name : nameOf(path.replace(/\/$/, "")).toLowerCase() === wanted[0],
  );
  if (found.length === 1) return plan([command(found[0]!.replace(/\/$/, ""))]);
  // A folder too big to list was looked in for the names the words give: one not among them may still be there.
  const unlisted = filesNotListed === undefined ? "" : ` (${filesNotListed}: say its path if it is in one of them)`;
  if (found.length === 0) return cannot(`no file named "${name}" ${WHERE}${unlisted}`);
  return clarify(
    `${found.length} files are named "${name}": which one?`,
    found.map((path) => ({ label: path, commands: [command(path.replace(/\/$/, ""))] })),
  );
}
