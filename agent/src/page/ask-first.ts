import { failedWith, unapproved, type CommandContext, type StepOutcome } from "../commands/index.ts";
import { pageStepApproval, type PageElement } from "../consequences/index.ts";
import type { PageAnswer, PageBrowser } from "./operation.ts";

type Fields = { type: string } & Record<string, unknown>;

/** Keys that submit the form of the field they are pressed in, or press the control in focus. */
const SUBMIT_KEYS = new Set(["enter", "return"]);

/** What a step presses, if anything: the element's selector (undefined: the one in focus), and how. */
function pressOf(command: Fields): { selector: unknown; verb: string; clicks: boolean } | undefined {
  if (command.type === "page_click" && command.click_type !== "right")
    return { selector: command.selector, verb: "click", clicks: true };
  if (command.type === "page_type" && command.submit === true)
    return { selector: command.selector, verb: "type into and submit", clicks: false };
  if (command.type === "page_press_key" && SUBMIT_KEYS.has(String(command.key).toLowerCase()))
    return { selector: command.selector, verb: "press Return in", clicks: false };
  return undefined;
}

/**
 * Before a step that presses or submits on a page, the page is read (what the selector hits: its text, type,
 * label, and its form's fields) and the person asked when that is consequential: a control named like buy, pay,
 * delete or send, or a form with a password or payment field submitted. Undefined: the step may run; otherwise
 * the outcome that stops it (not approved, or the element could not be read), nothing done.
 */
export async function askFirst(
  command: Fields,
  tab: string | undefined,
  browser: PageBrowser,
  ctx: CommandContext,
): Promise<StepOutcome | undefined> {
  const press = pressOf(command);
  if (!press) return undefined;
  const input = press.selector === undefined ? {} : { selector: press.selector };
  const looked = await ctx.spoon.callApp(browser.page, { tool: "look", input, ...(tab === undefined ? {} : { tab }) });
  if (!looked.ok) return failedWith(looked.error);
  const control = elementOf(looked.value);
  // A field typed into is judged by its label and its form, not by the value it had before.
  const typing = command.type === "page_type";
  const judged = typing ? { ...control, text: "", value: "" } : control;
  // A click submits when it hits a submit button; Return (typed or pressed) in anything inside a form.
  const submits = press.clicks ? control.submits : control.form !== null;
  const request = pageStepApproval(judged, { submits, verb: press.verb }, looked.value.tab);
  if (!request) return undefined;
  const answer = await ctx.approve(request);
  if (answer.approved) return undefined;
  return unapproved(`not approved: ${request.title} (${answer.reason}); nothing was done`, answer);
}

/** The page script's report of an element, as the consequence rules read it. */
function elementOf(answer: PageAnswer): PageElement {
  const o = answer.output;
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  const form = o.form as PageElement["form"] | null | undefined;
  return {
    element: text(o.element),
    type: text(o.type),
    text: text(o.text),
    value: text(o.value),
    label: text(o.label),
    submits: o.submits === true,
    form: form && Array.isArray(form.fields) ? form : null,
  };
}
