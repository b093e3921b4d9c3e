import type * as z from "zod";

/** One line naming where each problem is, e.g. `commands[1].bounds: right must be greater than left`. */
export function describeIssues(error: z.ZodError, prefix = ""): string {
  return error.issues
    .map((issue) => {
      const path = issue.path.reduce<string>(
        (text, key) => (typeof key === "number" ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key)),
        prefix,
      );
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join("; ");
}
