import type * as z from "zod";
import { clipped, plainLine } from "../util/index.ts";

/** Longest one problem is told: a key or value echoed from the input is cut there. */
const MOST_PER_ISSUE = 1000;

/** One line naming where each problem is, e.g. `commands[1].bounds: right must be greater than left`. */
export function describeIssues(error: z.ZodError, prefix = ""): string {
  const lines = error.issues.map((issue) => {
    const path = issue.path.reduce<string>(
      (text, key) => (typeof key === "number" ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key)),
      prefix,
    );
    // Keys and the values zod quotes come from the envelope's author: each problem stays one plain line.
    return clipped(plainLine(path ? `${path}: ${issue.message}` : issue.message), MOST_PER_ISSUE);
  });
  // Both sides of an intersection (a snapshot is one) may say the same of the same place: said once.
  return [...new Set(lines)].join("; ");
}
