import { failed, failedWith, unapproved, type CommandContext, type StepOutcome } from "../commands/index.ts";
import { pageStepApproval, type PagePress } from "../consequences/index.ts";
import { lookedElement } from "./look.ts";
import type { PageBrowser } from "./operation.ts";

type Fields = { type: string } & Record<string, unknown>;

/** Keys that submit the form of the field they are pressed in, or press the control in focus. */
const SUBMIT_KEYS = new Set(["enter", "return"]);

/** What a step presses, if anything: the element's selector (undefined: the one in focus), and how. */
function pressOf(command: Fields): { selector: unknown; how: Omit<PagePress, "said"> } | undefined {
  if (command.type === "page_click" && command.click_type !== "right")
    return { selector: command.selector, how: { press: "click", verb: "click" } };
  if (command.type === "page_type" && command.submit === true)
    return { selector: command.selector, how: { press: "enter", verb: "type into and submit" } };
  if (command.type === "page_press_key" && SUBMIT_KEYS.has(String(command.key).toLowerCase()))
    return { selector: command.selector, how: { press: "enter", verb: "press Return in" } };
  return undefined;
}

/**
 * Before a step that presses or submits on a page, the page is read (what the press would do: submit a form,
 * follow a link, run the page's handlers; the control that acts, its names, its form's fields) and the person
 * asked when that is consequential (consequences/page.ts). Undefined: the step may run; otherwise the outcome
 * that stops it (not approved, or the page could not be read), nothing done.
 */
export async function askFirst(
  command: Fields,
  tab: string | undefined,
  browser: PageBrowser,
  ctx: CommandContext,
): Promise<StepOutcome | undefined> {
  const press = pressOf(command);
  if (!press) return undefined;
  const input = { press: press.how.press, ...(press.selector === undefined ? {} : { selector: press.selector }) };
  const looked = await ctx.spoon.callApp(browser.page, { tool: "look", input, ...(tab === undefined ? {} : { tab }) });
  if (!looked.ok) return failedWith(looked.error);
  const element = lookedElement(looked.value);
  if ("error" in element) return failed(element.error);
  const how = { ...press.how, ...(ctx.said === undefined ? {} : { said: ctx.said }) };
  const request = pageStepApproval(element, how, looked.value.tab);
  if (!request) return undefined;
  const answer = await ctx.approve(request);
  if (answer.approved) return undefined;
  return unapproved(`not approved: ${request.title} (${answer.reason}); nothing was done`, answer);
}
