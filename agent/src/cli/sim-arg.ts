import { statSync, type Stats } from "node:fs";
import { InputError } from "../errors/index.ts";
import { looksLikeOption } from "./options.ts";

/** A word a person means as a path: absolute, relative to here or home, or a .json file (it must then exist). */
const looksLikePath = (word: string) => word.endsWith(".json") || /^(?:\/|\.\.?\/|~\/)/.test(word);

/** What is at `path`, if anything can be seen there (a command's words are no path: too long, say). */
function statOf(path: string): Stats | undefined {
  try {
    return statSync(path, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
}

/**
 * Whether the word after `--sim` is its FILE: a path (which must then exist), or a word with a / in it that names a
 * file here. A bare word is never the file, even when a file of that name is here: `--sim chrome left half` is the
 * command "chrome left half" whatever the folder holds (`--sim ./chrome` or `--sim=chrome` names the file).
 */
export function simFile(word: string | undefined): string | undefined {
  if (word === undefined || looksLikeOption(word)) return undefined;
  if (looksLikePath(word) && statOf(word)) return word;
  if (!looksLikePath(word)) return word.includes("/") && statOf(word)?.isFile() ? word : undefined;
  throw new InputError(
    `--sim ${word}: there is no such file; ` +
      "--sim takes a desktop snapshot file (JSON: screens, apps, windows, tabs...), " +
      "or nothing for the built-in desktop",
  );
}
