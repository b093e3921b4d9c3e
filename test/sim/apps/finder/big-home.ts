/**
 * A home of `count` files as years leave it (`appState.Finder`): a Downloads of thousands, Documents mostly in
 * folders, a Desktop of a few dozen, invisible files among them; "~/Downloads/invoice-2019.pdf" is one of them.
 */
export function bigHome(count = 10_000): { files: string[] } {
  const files = ["~/Downloads/invoice-2019.pdf", "~/Desktop/.DS_Store", "~/Downloads/.DS_Store", "~/Desktop/todo.txt"];
  for (let n = 0; files.length < count; n++) {
    const where = n % 10;
    if (where < 4) files.push(`~/Downloads/download-${n}.zip`);
    else if (where < 9) files.push(`~/Documents/Project ${n % 40}/notes-${n}.md`);
    else if (n % 100 === 9) files.push(`~/Desktop/screenshot-${n}.png`);
    else files.push(`~/Documents/Archive/${n % 12}/scan-${n}.pdf`);
  }
  return { files };
}
