// A real-size Notes library for `appState.Notes` (2,000 notes): notes in several folders, nested ones too,
// changed over two years, a few in Recently Deleted, a Smart Folder, and one "groceries" note changed a month ago.

const FOLDERS = ["Notes", "Work", "Work/Projects", "Home", "Recipes", "Travel"];

/** `count` notes (the last one "groceries"), the locale's folder names for the default and Recently Deleted. */
export function realSizeNotes(count: number, names = { notes: "Notes", recentlyDeleted: "Recently Deleted" }): object {
  const notes = Array.from({ length: count - 1 }, (_, i) => {
    const folder = i % 97 === 5 ? names.recentlyDeleted : FOLDERS[i % FOLDERS.length]!.replace(/^Notes$/, names.notes);
    const daysAgo = Math.floor((i * 730) / count);
    return { title: `note ${i}`, body: `line ${i}`, folder, modified: `-${daysAgo}T09:00` };
  });
  notes.push({ title: "groceries", body: "milk", folder: names.notes, modified: "-30T12:00" });
  return { notes, smartFolders: [{ name: "Everything with line 1", matches: "line 1" }] };
}
