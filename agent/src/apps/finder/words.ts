/** Words that speak of the home's files and folders: a command saying one may name a file. */
const FILE_WORDS = new Set([
  "file",
  "files",
  "folder",
  "folders",
  "finder",
  "trash",
  "bin",
  "reveal",
  "document",
  "documents",
  "docs",
  "downloads",
  "download",
]);
/** Endings of a web address, not of a file ("open github.com"). */
const WEB_ENDINGS = new Set(["com", "org", "net", "io", "dev", "ai", "co", "edu", "gov", "me", "tv", "us", "uk", "de"]);
/** The preceding words a name with spaces may take ("trash my tax return.pdf": "tax return.pdf"). */
const NAME_WORDS = 3;
/** The most names one command sends to be looked for (each is an Apple event per folder too big to list). */
const MOST_NAMES = 12;

const hasExtension = (word: string) => {
  const ending = /\.([A-Za-z0-9]{1,8})$/.exec(word)?.[1];
  return ending !== undefined && /[A-Za-z]/.test(ending) && !WEB_ENDINGS.has(ending.toLowerCase());
};

/**
 * The names a command's words may give a file of the home ("old-report.pdf", "tax return.pdf"), to look for in a
 * folder too big to list; undefined when the words cannot name a file (no file word, no name with an extension, no
 * "~/" path): then the home's files are not read, and Finder is not asked (its Automation question never comes up
 * in the middle of "chrome left half"). "desktop" alone is not a file word: "desktop 2" is a space.
 */
export function fileNamesIn(text: string): string[] | undefined {
  const words = text.split(/\s+/).map((word) => word.replace(/^["'“‘(]+|["'”’),;:!?]+$/g, ""));
  const lower = words.map((word) => word.toLowerCase());
  const names = new Set<string>();
  words.forEach((word, at) => {
    if (!hasExtension(word) || word.includes("/")) return;
    for (let from = at; from >= Math.max(0, at - NAME_WORDS); from--) names.add(words.slice(from, at + 1).join(" "));
  });
  const desktopFolder = lower.some((word, at) => word === "desktop" && !/^\d+$/.test(lower[at + 1] ?? ""));
  const speaksOfFiles = lower.some((word) => FILE_WORDS.has(word) || word.startsWith("~/")) || desktopFolder;
  if (names.size === 0 && !speaksOfFiles) return undefined;
  return [...names].slice(0, MOST_NAMES);
}
