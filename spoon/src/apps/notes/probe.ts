import { ok } from "../../runtime";
import { counted, type AppProbe } from "../probe";
import { notes } from ".";

/** Notes' part of the first-contact report: the recent notes, read as "list my notes" reads them. */
export const notesProbes: AppProbe[] = [
  {
    app: notes.name,
    bundleID: "com.apple.Notes",
    what: "recent notes",
    read: async (ctx) => {
      const listed = await notes.operations.notes_list.run({ limit: 5 }, ctx);
      return ok(counted(listed.notes.length, "recent note"));
    },
  },
];
