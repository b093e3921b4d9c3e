// Notes' own operations (spoon/src/apps/notes/): declared here, proven equal to the agent's (agent/src/apps/notes/).

/** A note as the scripts name it: its id (for undo), its title and its folder. */
export interface NoteRef {
  id: string;
  title: string;
  folder: string;
}

/**
 * Why an append left a note alone: setting its body would lose its checklist (which reads as a list), attachments
 * or formatting, or it is locked; "" when nothing would be lost.
 */
export type WouldLose = "" | "locked" | "attachments" | "checklist" | "formatting";

/** Notes' operations: create, append to one note named by its title, list, and delete (undo of a create). */
export interface NotesOps {
  notes_create: { params: { title: string; body: string }; result: { id: string; title: string } };
  notes_append: {
    params: { title: string; text: string };
    result: { appended: boolean; wouldLose: WouldLose; matches: NoteRef[] };
  };
  notes_list: { params: { limit: number }; result: { notes: { title: string; folder: string; age: number }[] } };
  notes_delete: { params: { id: string }; result: { deleted: boolean } };
}

/** How long the Spoon waits for a Notes script (it kills osascript after that). */
export const NOTES_SCRIPT_SECONDS = 10;

/** How long each operation may take inside the Spoon, in seconds: one script. */
export const NOTES_SECONDS = {
  notes_create: () => NOTES_SCRIPT_SECONDS,
  notes_append: () => NOTES_SCRIPT_SECONDS,
  notes_list: () => NOTES_SCRIPT_SECONDS,
  notes_delete: () => NOTES_SCRIPT_SECONDS,
};
