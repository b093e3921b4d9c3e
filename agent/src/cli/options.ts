import { UsageError } from "../errors/index.ts";
import { editDistance } from "../util/index.ts";

/** An argument meant as an option: `--word`, or `-` and a letter (`-y`); `-5` and `-` stay words of a command. */
export const looksLikeOption = (arg: string): boolean => arg.startsWith("--") || /^-\p{L}/u.test(arg);

/** The one choice a mistyped word meant: one edit away (rnu, --offine, --verison), else undefined. */
export function nearest(word: string, choices: readonly string[]): string | undefined {
  const close = [...new Set(choices.filter((choice) => editDistance(word, choice) === 1))];
  return close.length === 1 ? close[0] : undefined;
}

/** The long option a short one stands for, by its first letter (`-y`: --yes), when only one starts so. */
function longForm(flag: string, options: readonly string[]): string | undefined {
  const letter = flag.slice(1).toLowerCase();
  const long = options.filter((option) => option.startsWith(`--${letter}`));
  return long.length === 1 ? long[0] : undefined;
}

/** "did you mean --yes? " for a mistyped option or a short one, else "". */
export function meantOption(arg: string, options: readonly string[]): string {
  const name = arg.split("=")[0]!;
  const meant = /^-\p{L}$/u.test(name) ? longForm(name, options) : nearest(name, options);
  return meant ? `did you mean ${meant}? ` : "";
}

/**
 * An option `verb` does not take, with the one it probably meant: `takes` is what it does take, as the person reads
 * it ("--sim [FILE], --yes, --json"), and the options are read from it.
 */
export function unknownOption(verb: string, arg: string, takes: string): UsageError {
  // Every verb takes --help too.
  const options = [...(takes.match(/--[a-z-]+/g) ?? []), "--help"];
  return new UsageError(`${verb} does not take ${arg}; ${meantOption(arg, options)}it takes ${takes}`);
}
