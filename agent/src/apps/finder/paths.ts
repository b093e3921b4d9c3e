import * as z from "zod";
import type { Touch } from "../../undo/index.ts";
import { plainLine } from "../../util/index.ts";

/** A path in the home, as Finder's tools take it. */
export const HomePath = z
  .string()
  .trim()
  .max(1024, "a path is at most 1024 characters")
  // Every part is checked, the first after "~/" too: "~/../x" leaves the home.
  .regex(/^~\/(?!(?:.*\/)?\.\.?(?:\/|$)).+$/, 'a path starts with "~/" and has no "." or ".." parts')
  // A NUL ends the path where macOS reads it, after the question showed the rest: "a.docx\0.bak" would trash a.docx.
  .refine((path) => !/[\u0000-\u001f\u007f]/.test(path), "a path holds no control characters (NUL, tab, …)")
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
