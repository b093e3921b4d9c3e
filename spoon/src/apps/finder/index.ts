import type { DesktopScope, DesktopState } from "../../contract";
import {
  firstFailure,
  logger,
  OpFailure,
  text,
  type Operation,
  type OwnOperations,
  type SpoonContext,
} from "../../runtime";
import { defineApp } from "../app";
import type { FinderOps } from "./contract";
import { field, FINDER_NAME, finderScript, LISTED_FOLDERS, LISTED_ITEMS } from "./finder";
import { homePath } from "./paths";
import { LIST_FILES, MOVE, NEW_FOLDER, SHOW, TRASH } from "./scripts";

const onePath = (params: Parameters<typeof text>[0]) => {
  const path = homePath(params, "path");
  return path instanceof OpFailure ? path : { path };
};

const show =
  (verb: "reveal" | "open") =>
  async ({ path }: { path: string }, ctx: SpoonContext) => ({
    path: field(await finderScript(ctx, SHOW, { path, verb }), "path"),
  });

const operations: OwnOperations<FinderOps> = {
  finder_reveal: { name: "finder_reveal", parse: onePath, run: show("reveal") },
  finder_open: { name: "finder_open", parse: onePath, run: show("open") },
  finder_new_folder: {
    name: "finder_new_folder",
    parse: (params) => {
      const path = homePath(params, "path", { into: true });
      const name = text(params, "name");
      const failed = firstFailure({ path, name });
      return failed ?? { path: path as string, name: name as string };
    },
    run: async (params, ctx) => ({ path: field(await finderScript(ctx, NEW_FOLDER, params), "path") }),
  },
  finder_trash: {
    name: "finder_trash",
    parse: onePath,
    run: async (params, ctx) => {
      const answer = await finderScript(ctx, TRASH, params);
      return { path: field(answer, "path"), trashed: field(answer, "trashed") };
    },
  },
};

/** Moves a file of the home to a path there (finder_move, and undo putting files back). */
const moveFile: Operation<"move_file"> = {
  name: "move_file",
  parse: (params) => {
    // Undo puts a trashed file back: from the Trash, never into it.
    const from = homePath(params, "from", { trash: true });
    const to = homePath(params, "to");
    const failed = firstFailure({ from, to });
    return failed ?? { from: from as string, to: to as string };
  },
  run: async (params, ctx) => ({ path: field(await finderScript(ctx, MOVE, params), "path") }),
};

/** The folders too big to list, as the snapshot says: "~/Downloads (3412 items)". */
function notListed(crowded: { folder: string; count: number }[]): string | undefined {
  if (crowded.length === 0) return undefined;
  const folders = crowded.map(({ folder, count }) => `${folder} (${count} items)`).join(", ");
  return `too many items to list in ${folders}: only the files the command names were looked for there`;
}

/**
 * The files of the listed folders, read only when the snapshot asks (`files`: the names the command's words may give
 * a file, looked for by name in a folder of more than LISTED_ITEMS items). Finder is not looked for first: macOS
 * keeps it running, and a Finder that does not answer is a failure caught below.
 */
async function filesSnapshot(ctx: SpoonContext, _scope?: DesktopScope, names: string[] = []) {
  try {
    const answer = await finderScript(ctx, LIST_FILES, { folders: LISTED_FOLDERS, limit: LISTED_ITEMS, names });
    const files = answer.files as string[];
    const unlisted = notListed((answer.crowded ?? []) as { folder: string; count: number }[]);
    // An empty home lists nothing, as a desktop file without files does; a home not read says why.
    const state: Partial<DesktopState> = files.length > 0 ? { files } : {};
    if (unlisted !== undefined) state.filesNotListed = unlisted;
    return state;
  } catch (error) {
    if (!(error instanceof OpFailure)) throw error;
    // Without the list, a file named by name is asked about; the rest of the desktop still reads.
    logger.w(`the home's files could not be read: ${error.message}`);
    return { filesUnavailable: error.message };
  }
}

/** Finder: files revealed, folders opened and made, files moved and trashed; the home's files in the snapshot. */
export const finder = defineApp({
  name: FINDER_NAME,
  operations: { ...operations, move_file: moveFile },
  snapshot: filesSnapshot,
  snapshotOf: "files",
});
