import { failed, failedWith, unapproved, type CommandContext, type StepOutcome } from "../commands/index.ts";
import { pageStepApproval, type PagePress } from "../consequences/index.ts";
import { lookedElement } from "./look.ts";
import type { HeldPress } from "./held-submit.ts";
import type { PageBrowser } from "./operation.ts";

type Fields = { type: string } & Record<string, unknown>;

/** Keys that submit the form of the field they are pressed in, or press the control in focus. */
const SUBMIT_KEYS = new Set(["enter", "return"]);

/** What a step presses, if anything: the element's selector (undefined: the one in focus), and how. */
function pressOf(command: Fields): { selector: unknown; how: Omit<PagePress, "said"> } | undefined {
  if (command.type === "page_click" && command.click_type !== "right")
    return { selector: command.selector, how: { press: "click", verb: "click" } };
  if (command.type === "page_type" && command.submit === true)
    return {
      selector: command.selector,
      how: { press: "enter", verb: "type into and submit", typed: String(command.text ?? "") },
    };
  if (command.type === "page_press_key" && SUBMIT_KEYS.has(String(command.key).toLowerCase()))
    return { selector: command.selector, how: { press: "enter", verb: "press Return in" } };
  return undefined;
}

/** What a press may go on with: stopped (not approved, the page unreadable), or run, its submissions held or not. */
export type Asked = { stop: StepOutcome } | { hold?: HeldPress };

/**
 * Before a step that presses or submits on a page, the page is read (what the press would do: submit a form,
 * follow a link, run the page's handlers; the control that acts, its names, its form's fields) and the person
 * asked when that is consequential (consequences/page.ts). A press the look saw submit no form runs with the
 * page's submissions held (`hold`), so a form its handlers send is judged too (held-submit.ts).
 */
export async function askFirst(
  command: Fields,
  tab: string | undefined,
  browser: PageBrowser,
  ctx: CommandContext,
): Promise<Asked> {
  const press = pressOf(command);
  if (!press) return {};
  const input = { press: press.how.press, ...(press.selector === undefined ? {} : { selector: press.selector }) };
  const looked = await ctx.spoon.callApp(browser.page, { tool: "look", input, ...(tab === undefined ? {} : { tab }) });
  if (!looked.ok) return { stop: failedWith(looked.error) };
  const element = lookedElement(looked.value);
  if ("error" in element) return { stop: failed(element.error) };
  const how = { ...press.how, ...(ctx.said === undefined ? {} : { said: ctx.said }) };
  const request = pageStepApproval(element, how, looked.value.tab);
  const hold = element.effect === "submit" ? undefined : { element, how };
  if (!request) return hold ? { hold } : {};
  const answer = await ctx.approve(request);
  if (!answer.approved)
    return { stop: unapproved(`not approved: ${request.title} (${answer.reason}); nothing was done`, answer) };
  return hold ? { hold: { ...hold, approved: request.title } } : {};
}
