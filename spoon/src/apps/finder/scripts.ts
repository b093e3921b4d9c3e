import { FRAMED } from "../../contract";

/**
 * Finder's JXA, in one place. Each takes its data as JSON in argv[0] (never spliced into the text) and prints
 * framed JSON. `at(path)` turns a home path ("~/Desktop/a.pdf", "~/.Trash/a.pdf") into Finder's object for it.
 */
const AT = `const finder = Application("Finder");
  const at = (path) => {
    const names = path.split("/").slice(1).filter((name) => name !== "");
    let item = names[0] === ".Trash" ? finder.trash : finder.home;
    for (const name of names[0] === ".Trash" ? names.slice(1) : names) item = item.items.byName(name);
    return item;
  };`;

/** {folders}: the names in each of those folders of the home, one Apple event per folder. Prints {files}. */
export const LIST_FILES = `function run(argv) {
  ${FRAMED}
  ${AT}
  const want = JSON.parse(argv[0]);
  const files = [];
  for (const folder of want.folders) for (const name of at(folder).items.name()) files.push(folder + "/" + name);
  return framed({ files });
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
  const made = finder.make({ new: "folder", at: at(want.path), withProperties: { name: want.name } });
  return framed({ path: want.path + "/" + made.name() });
}`;

/** {from, to}: moves the item to the folder of \`to\`, named as \`to\` ends (out of the Trash too). Prints {path}. */
export const MOVE = `function run(argv) {
  ${FRAMED}
  ${AT}
  const want = JSON.parse(argv[0]);
  const slash = want.to.lastIndexOf("/");
  const name = want.to.slice(slash + 1);
  const moved = at(want.from).move({ to: at(want.to.slice(0, slash)) });
  if (moved.name() !== name) moved.name = name;
  return framed({ path: want.to });
}`;

/** {path}: moves it to the Trash (Finder's delete). Prints {path, trashed}: where it is in the Trash. */
export const TRASH = `function run(argv) {
  ${FRAMED}
  ${AT}
  const want = JSON.parse(argv[0]);
  const trashed = at(want.path).delete();
  return framed({ path: want.path, trashed: "~/.Trash/" + trashed.name() });
}`;
