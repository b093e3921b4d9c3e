import * as z from "zod";
import { appOperation, type AppOperationsAgree, type ClassicSchema } from "../../contract/index.ts";
import { FINDER_SECONDS, type FinderOps } from "../../../../spoon/src/apps/finder/contract.ts";

const Path = z.object({ path: z.string() });

const op = <N extends keyof FinderOps & string, P extends ClassicSchema, R extends ClassicSchema>(
  name: N,
  params: P,
  result: R,
) => appOperation({ name, params, result, seconds: FINDER_SECONDS[name] });

/** Finder's own operations (spoon/src/apps/finder/contract.ts), proven equal to the Spoon's below. */
export const FINDER_OPS = {
  finder_reveal: op("finder_reveal", Path, Path),
  finder_open: op("finder_open", Path, Path),
  finder_new_folder: op("finder_new_folder", z.object({ path: z.string(), name: z.string() }), Path),
  finder_trash: op("finder_trash", Path, z.object({ path: z.string(), trashed: z.string() })),
};
export const finderOperationsAgree: AppOperationsAgree<typeof FINDER_OPS, FinderOps> = true;
