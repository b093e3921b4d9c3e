import { FRAMED } from "../../contract/index.ts";

/**
 * Finder's JXA, in one place. Each takes its data as JSON in argv[0] (never spliced into the text) and prints
 * framed JSON. `at(path)` turns a home path ("~/Desktop/a.pdf", "~/.Trash/a.pdf") into Finder's object for it: the
 * folders on the way by `folders` (an item has no elements in Finder's dictionary: only a folder has), the last name
 * by `items`, or by `folders` when the path is a folder something goes into (`at(path, "folders")`).
 */
const AT = `const finder = Application("Finder");
  const at = (path, last = "items") => {
    const names = path.split("/").slice(1).filter((name) => name !== "");
    const trashed = names[0] === ".Trash";
    let item = trashed ? finder.trash : finder.home;
    const rest = trashed ? names.slice(1) : names;
    rest.forEach((name, index) => {
      item = index === rest.length - 1 ? item[last].byName(name) : item.folders.byName(name);
    });
    return item;
  };`;

/**
 * {folders, limit (200), names ([])}: the names in each of those folders of the home (invisible items are not
 * Finder's items), two Apple events a folder (a count, the names). A folder of more than `limit` items is not
 * listed: each of `names` is looked for in it by name instead, so a big folder costs a few events, not a reply of
 * thousands. Prints {files, crowded: [{folder, count}]}.
 */
export const LIST_FILES = `function run(argv) {
  ${FRAMED}
  ${AT}
  const want = JSON.parse(argv[0]);
  const files = [];
  const crowded = [];
  for (const folder of want.folders) {
    const items = at(folder, "folders").items;
    const count = items.length;
    if (count <= (want.limit ?? 200)) {
      for (const name of items.name()) files.push(folder + "/" + name);
      continue;
    }
    crowded.push({ folder, count });
    for (const name of want.names ?? []) {
      const item = items.byName(name);
      if (item.exists()) files.push(folder + "/" + item.name());
    }
  }
  return framed({ files, crowded });
}`;

/** {path, verb}: reveals ("reveal") or opens ("open") it, Finder in front. Prints {path}. */
export const SHOW = `function run(argv) {
  ${FRAMED}
  ${AT}
  const want = JSON.parse(argv[0]);
  const item = at(want.path);
  if (want.verb === "reveal") item.reveal();
  else item.open();
  finder.activate();
  return framed({ path: want.path });
}`;

/** {path, name}: a new folder of that name in the folder at path. Prints {path}. */
export const NEW_FOLDER = `function run(argv) {
  ${FRAMED}
  ${AT}
  const want = JSON.parse(argv[0]);
  const made = finder.make({ new: "folder", at: at(want.path, "folders"), withProperties: { name: want.name } });
  return framed({ path: want.path + "/" + made.name() });
}`;

/** {from, to}: moves the item to the folder of \`to\`, named as \`to\` ends (out of the Trash too). Prints {path}. */
export const MOVE = `function run(argv) {
  ${FRAMED}
  ${AT}
  const want = JSON.parse(argv[0]);
  const slash = want.to.lastIndexOf("/");
  const name = want.to.slice(slash + 1);
  const moved = at(want.from).move({ to: at(want.to.slice(0, slash), "folders") });
  if (moved.name() !== name) moved.name = name;
  return framed({ path: want.to });
}`;

/**
 * {path}: moves it to the Trash (Finder's delete). Prints {path, trashed}: where it was, named as the disk keeps it
 * (names compare case-insensitively: "a.PDF" may be "a.pdf", and undo puts back that name), and where it is in the
 * Trash.
 */
export const TRASH = `function run(argv) {
  ${FRAMED}
  ${AT}
  const want = JSON.parse(argv[0]);
  const item = at(want.path);
  const name = item.name();
  const trashed = item.delete();
  const path = want.path.slice(0, want.path.lastIndexOf("/") + 1) + name;
  return framed({ path, trashed: "~/.Trash/" + trashed.name() });
}`;
