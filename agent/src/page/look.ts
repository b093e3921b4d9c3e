import * as z from "zod";
import type { PageElement } from "../consequences/index.ts";
import type { PageAnswer } from "./operation.ts";

const text = (most: number) => z.string().max(most).catch("");
/** A list: Lua has one kind of table, so an empty one may come back as {} through the Spoon. */
export const listOf = <T extends z.ZodType>(item: T, most: number) =>
  z.preprocess(
    (value) => (value && typeof value === "object" && Object.keys(value).length === 0 ? [] : value),
    z.array(item).max(most),
  );
const FieldSchema = z.object({
  tag: text(40),
  type: text(40),
  name: text(300),
  id: text(300),
  autocomplete: text(300),
  inputmode: text(40),
  label: text(300),
  hints: text(1000),
});
/** A form as the page script reports it: its fields, whether something is written in it, its submit controls. */
export const FormSchema = z.object({
  fields: listOf(FieldSchema, 60),
  compose: z.boolean(),
  submitters: listOf(z.string().max(2000), 12),
  action: text(2000),
  text: text(2000),
});
/** The page script's `look` answer (apps/page-look.ts): page text, so every part is checked and bounded. */
const LookSchema = z.object({
  element: text(400),
  target: text(400),
  effect: z.enum(["submit", "link", "handler"]),
  href: text(10_000),
  names: listOf(z.string().max(300), 20),
  field: z.boolean(),
  multiline: z.boolean().catch(false),
  form: FormSchema
    // null leaves no key behind through the Spoon's Lua tables
    .nullish()
    .transform((form) => form ?? null),
  around: listOf(z.string().max(2000), 12),
});

/** What the page script's look says a press would do, or why its answer is not one (a page may tamper with it). */
export function lookedElement(answer: PageAnswer): PageElement | { error: string } {
  const parsed = LookSchema.safeParse(answer.output);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue?.path.join(".") ?? "";
  return { error: `the page's answer to what the step would press is not one: ${where} ${issue?.message}` };
}
