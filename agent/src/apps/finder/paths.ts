import * as z from "zod";
import type { Touch } from "../../undo/index.ts";
import { plainLine } from "../../util/index.ts";

/** The Trash as a home path: neither it nor anything in it is a path Finder's tools take (undo moves out of it). */
export const TRASH = "~/.Trash";
/** Whether a resolved home path is the Trash or in it, as macOS compares names (case-insensitively). */
export function inTrash(path: string): boolean {
  const [lower, trash] = [path.toLowerCase(), TRASH.toLowerCase()];
  return lower === trash || lower.startsWith(`${trash}/`);
}

/**
 * A path in the home, resolved once: "~/", no "." or ".." part, no control character, repeated and trailing "/"
 * dropped, and neither the home itself nor the Trash. The question shows this form and the act is sent it, so the
 * person approves exactly the file that moves (the Spoon refuses a link that leads out of the home).
 */
export const HomePath = z
  .string()
  .trim()
  .max(1024, "a path is at most 1024 characters")
  // Every part is checked, the first after "~/" too: "~/../x" leaves the home.
  .regex(/^~\/(?!(?:.*\/)?\.\.?(?:\/|$)).+$/, 'a path starts with "~/" and has no "." or ".." parts')
  // A NUL ends the path where macOS reads it, after the question showed the rest: "a.docx\0.bak" would trash a.docx.
  .refine((path) => !/[\u0000-\u001f\u007f]/.test(path), "a path holds no control characters (NUL, tab, …)")
  // Finder's script reads "~//Desktop/" as ~/Desktop: the one form both the question and the act use.
  .overwrite((path) => `~/${path.slice(2).split("/").filter(Boolean).join("/")}`)
  .refine((path) => path !== "~/", 'a path names something in the home, not the home itself ("~/Desktop/a.pdf")')
  // macOS names are case-insensitive: "~/.trash/x" is in the Trash too.
  .refine(
    (path) => !inTrash(path),
    "the Trash and what is in it are not for Finder's tools: name a file outside ~/.Trash",
  )
  .describe('A path in the home folder, e.g. "~/Desktop/old-report.pdf" or "~/Documents"');

/** The folder a path is in. */
export const folderOf = (path: string) => path.slice(0, path.lastIndexOf("/"));
/** The last name of a path. */
export const nameOf = (path: string) => path.slice(path.lastIndexOf("/") + 1);

/** A path as the person reads it in a question or a result. */
export const shown = (path: string) => plainLine(path);

/** Steps of Finder's bring Finder forward. */
export const touchesFinder = (): Touch => ({ apps: ["Finder"] });

/** What a file step moved, from its result ({path, moved}): undo moves it back. */
export function movedBy(result: unknown): Touch {
  const moved = (result as { moved?: { from?: unknown; to?: unknown } } | undefined)?.moved;
  return typeof moved?.from === "string" && typeof moved.to === "string"
    ? { files: [{ from: moved.from, to: moved.to }] }
    : {};
}
