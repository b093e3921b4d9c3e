import type * as z from "zod";
import { finderMove } from "./move.ts";
import { finderNewFolder } from "./new-folder.ts";
import { finderOpen, finderReveal } from "./show.ts";
import { finderTrash } from "./trash.ts";

/** Finder's commands, one line each. */
export const FINDER_COMMANDS = [finderReveal, finderOpen, finderNewFolder, finderMove, finderTrash] as const;

/** A command of Finder's, as its schema makes it. */
export type FinderCommand = z.infer<(typeof FINDER_COMMANDS)[number]["schema"]>;
