import type * as z from "zod";
import { nearestName } from "../util/index.ts";

/** What a person calls each JSON type a file's field must have. */
const KINDS: Record<string, string> = {
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  string: "text",
  object: "an object",
  array: "a list",
};

/** A value as a person reads it in a message: short, and only printable (JSON escapes control characters). */
function shown(value: unknown): string {
  if (value === undefined) return "nothing";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object" && value !== null) return "an object";
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

/** The bound of a number, or of a text's length or a list's entries. */
function bound(origin: string, limit: number | bigint, inclusive: boolean | undefined, most: boolean): string {
  const side = inclusive === false ? (most ? "less than" : "more than") : most ? "at most" : "at least";
  if (origin === "string") return `must be ${side} ${limit} characters long`;
  if (origin === "array") return `must have ${side} ${limit} entries`;
  return `must be ${side} ${limit}`;
}

/**
 * A key the file's object does not take, with the key it most likely meant: `unknown key "deney"; did you mean
 * apps.deny?`.
 */
function unknownKeys(issue: z.core.$ZodRawIssue<z.core.$ZodIssueUnrecognizedKeys>): string {
  const known = Object.keys((issue.inst as z.core.$ZodObject | undefined)?._zod.def.shape ?? {});
  const where = issue.path?.length ? `${issue.path.join(".")}.` : "";
  return issue.keys
    .map((key) => {
      const meant = nearestName(key, known);
      const hint = meant ? `did you mean ${where}${meant}?` : `the keys here are ${known.join(", ")}`;
      return `unknown key ${JSON.stringify(key)}; ${hint}`;
    })
    .join("; ");
}

/**
 * A zod error map for files a person edits: "must be at most 100 (got 500)", "must be a number (got "20")",
 * "missing (must be a list)", `unknown key "deney"; did you mean apps.deny?`; other problems keep zod's own words.
 */
export const plainIssue: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === "unrecognized_keys") return unknownKeys(issue);
  const got = `(got ${shown(issue.input)})`;
  if (issue.code === "too_big") return `${bound(issue.origin, issue.maximum, issue.inclusive, true)} ${got}`;
  if (issue.code === "too_small") return `${bound(issue.origin, issue.minimum, issue.inclusive, false)} ${got}`;
  if (issue.code !== "invalid_type" || !KINDS[issue.expected]) return undefined;
  return issue.input === undefined
    ? `missing (must be ${KINDS[issue.expected]})`
    : `must be ${KINDS[issue.expected]} ${got}`;
};
