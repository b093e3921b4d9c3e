import type * as z from "zod";

/**
 * A schema of output T made with zod's classic API, known by what it parses to and by a method only that API has.
 * Checking a schema against `z.ZodType<T>` instead compares the two classes member by member, and the first such
 * check in a program measures the variance of every zod wrapper class (optional, nullable, default...): ~2 s of
 * the type check.
 */
export type ClassicSchema<T = unknown> = z.core.$ZodType<T> & { describe(description: string): unknown };
