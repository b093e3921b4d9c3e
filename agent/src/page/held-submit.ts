import * as z from "zod";
import { failed, failedWith, unapproved, type CommandContext, type StepOutcome } from "../commands/index.ts";
import { pageStepApproval, type PageElement, type PagePress } from "../consequences/index.ts";
import { FormSchema, listOf } from "./look.ts";
import type { PageAnswer, PageBrowser } from "./operation.ts";

/** A press the look saw submit no form, run with the page's submissions held back: what it pressed, and how. */
export interface HeldPress {
  element: PageElement;
  how: PagePress;
  /** The question the person already approved for this press, by title: not asked twice. */
  approved?: string;
}

/** The form a press started to send from its handlers, held back by the page script (apps/page-hold.ts). */
const HeldSchema = z.object({ form: FormSchema, by: listOf(z.string().max(300), 20).catch([]) });

/**
 * After a press ran with submissions held: when its handlers started to send a form, that is judged as a submission
 * of that form (its fields, what is written in it, the control that sent it) and asked when consequential; approved
 * or harmless, the page script sends it as it was started, else it is never sent. Answers the page as it is after
 * (the press's, or the release's), or the outcome that stops the step.
 */
export async function releaseHeld(
  answer: PageAnswer,
  press: HeldPress,
  request: { browser: PageBrowser; tab: string | undefined },
  ctx: CommandContext,
): Promise<PageAnswer | StepOutcome> {
  if (answer.output.held_submit === undefined) return answer;
  const held = HeldSchema.safeParse(answer.output.held_submit);
  const stopped = "the press ran, and the form it started to send was held back: nothing was sent";
  if (!held.success) return failed(`${stopped} (the page's report of that form is not one)`);
  const names = [...press.element.names, ...held.data.by];
  const submitted: PageElement = { ...press.element, effect: "submit", form: held.data.form, names };
  const question = pageStepApproval(submitted, press.how, answer.tab);
  if (question && question.title !== press.approved) {
    const approval = await ctx.approve(question);
    if (!approval.approved)
      return unapproved(`not approved: ${question.title} (${approval.reason}); ${stopped}`, approval);
  }
  const tab = request.tab === undefined ? {} : { tab: request.tab };
  const released = await ctx.spoon.callApp(request.browser.page, { tool: "release", input: {}, ...tab });
  if (!released.ok) return failedWith(released.error);
  const { held_submit: _held, ...output } = answer.output;
  return { tab: released.value.tab, output };
}
