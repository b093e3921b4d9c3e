import { ok } from "../../runtime";
import { counted, type AppProbe } from "../probe";
import { FINDER_NAME, finderScript, LISTED_FOLDERS } from "./finder";
import { LIST_FILES } from "./scripts";

/** Finder's part of the first-contact report: the home's folders listed, as the desktop snapshot lists them. */
export const finderProbes: AppProbe[] = [
  {
    app: FINDER_NAME,
    bundleID: "com.apple.finder",
    what: `the files in ${LISTED_FOLDERS.join(", ")}`,
    read: async (ctx) => {
      const answer = await finderScript(ctx, LIST_FILES, { folders: LISTED_FOLDERS });
      return ok(counted((answer.files as string[]).length, "file"));
    },
  },
];
