import type { Match, Rule } from "../../../planner/index.ts";
import { clarify, plan } from "../../../planner/index.ts";
import type { FinderCommand } from "../commands/index.ts";
import { fileNamed, folderNamed } from "./files.ts";

const TRASH = /^(?:move|put|send|throw) (.+?) (?:to|in|into) (?:the )?(?:trash|bin)(?: can)?$|^trash (.+)$/;
const REVEAL = /^(?:reveal|show) (.+?)(?: in (?:the )?finder)?$/;
/** A folder of the home as a person names it ("my downloads folder"), its word captured. */
const FOLDER = "(?:the |my )?(desktop|documents|docs|downloads)(?: folder)?";
const OPEN_FOLDER = new RegExp(`^open ${FOLDER}(?: in finder)?$`);
const NEW_FOLDER = new RegExp(`^(?:make |create )?(?:a )?new folder (?:called |named )?(.+?) (?:on|in) ${FOLDER}$`);
const MOVE = new RegExp(`^move (.+?) (?:to|into) ${FOLDER}$`);

/** "move old-report.pdf to the trash", "trash old-report.pdf". */
const trash: Match<FinderCommand> = (clause, ctx) => {
  const said = TRASH.exec(clause);
  const name = said?.[1] ?? said?.[2];
  return name === undefined ? undefined : fileNamed(name, ctx, (path) => ({ type: "finder_trash", path }));
};

/** "reveal old-report.pdf", "show old-report.pdf in finder": a name with a dot, or "in finder" said. */
const reveal: Match<FinderCommand> = (clause, ctx) => {
  const said = REVEAL.exec(clause);
  if (!said || (!/\.\w+$/.test(said[1]!) && !clause.endsWith("finder") && !clause.startsWith("reveal"))) return;
  const folder = folderNamed(said[1]!);
  if (folder) return plan([{ type: "finder_open", path: folder }]);
  return fileNamed(said[1]!, ctx, (path) => ({ type: "finder_reveal", path }));
};

/** "open my downloads folder". */
const openFolder: Match<FinderCommand> = (clause) => {
  const said = OPEN_FOLDER.exec(clause);
  return said ? plan([{ type: "finder_open", path: folderNamed(said[1]!)! }]) : undefined;
};

/** "new folder Receipts on the desktop". */
const newFolder: Match<FinderCommand> = (clause, ctx) => {
  const said = NEW_FOLDER.exec(clause);
  if (!said) return undefined;
  const at = ctx.original.toLowerCase().indexOf(said[1]!);
  const name = at >= 0 ? ctx.original.slice(at, at + said[1]!.length) : said[1]!;
  if (/[/:]/.test(name)) return clarify(`a folder name has no "/" or ":": "${name}"`);
  return plan([{ type: "finder_new_folder", path: folderNamed(said[2]!)!, name }]);
};

/** "move old-report.pdf to documents". */
const move: Match<FinderCommand> = (clause, ctx) => {
  const said = MOVE.exec(clause);
  if (!said || !/\.\w+$/.test(said[1]!)) return undefined;
  const to = folderNamed(said[2]!)!;
  return fileNamed(said[1]!, ctx, (path) => ({ type: "finder_move", path, to }));
};

/** Finder's offline planner rules: whole sentences, tried before the rules for apps and pages. */
export const FINDER_RULES: readonly Rule<FinderCommand>[] = [
  { precedence: "sentence", verbs: ["move", "put", "send", "throw", "trash"], match: trash },
  { precedence: "sentence", verbs: ["move"], match: move },
  { precedence: "sentence", verbs: ["open"], match: openFolder },
  { precedence: "sentence", verbs: ["new", "make", "create"], match: newFolder },
  { precedence: "sentence", verbs: ["reveal", "show"], match: reveal },
];
