import { WAITS } from "../../contract/index.ts";

/** Finder's own operations: each on a path of the home ("~/Desktop/old-report.pdf"). */
export interface FinderOps {
  finder_reveal: { params: { path: string }; result: { path: string } };
  finder_open: { params: { path: string }; result: { path: string } };
  finder_new_folder: { params: { path: string; name: string }; result: { path: string } };
  finder_trash: { params: { path: string }; result: { path: string; trashed: string } };
}

/** How long each may take inside the Spoon, in seconds: one script. */
export const FINDER_SECONDS = {
  finder_reveal: () => WAITS.script,
  finder_open: () => WAITS.script,
  finder_new_folder: () => WAITS.script,
  finder_trash: () => WAITS.script,
};
