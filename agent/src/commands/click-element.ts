import * as z from "zod";
import { resolveApp } from "../desktop/index.ts";
import type { CommandContext } from "./define.ts";
import {
  describesConsequential,
  elementApproval,
  type ApprovalRequest,
  type AxElement,
} from "../consequences/index.ts";
import { cancelledStep, defineCommand, done, failed, failedWith, modelText, unapproved } from "./define.ts";
import { elementLabel, namesMenu } from "./element-label.ts";
import { appNamed } from "./acts.ts";
import { touchesNamedApp } from "./touch.ts";
import { AppName, commandType } from "./fields.ts";
import { plainLine } from "../util/index.ts";

const Description = z
  .string()
  .trim()
  .min(1, "description must say what to click")
  .max(300, "description must be at most 300 characters")
  .describe('What to click, as a person would say it: its label and kind ("the Search field")');

type ClickElement = { description: string; app_name?: string | undefined };

/** The app to search: the one named, else the one in front. */
async function targetApp(command: ClickElement, ctx: CommandContext) {
  if (command.app_name) {
    const named = resolveApp(command.app_name, ctx.before);
    return named.ok ? named.value : undefined;
  }
  const listed = await ctx.spoon.call("list_apps", {});
  return listed.ok ? listed.value.apps.find((app) => app.frontmost) : undefined;
}

/** Whether the tree said anything of what is at a point. */
const known = (element: AxElement) =>
  Boolean(element.title || element.description || element.identifier || element.control);

/**
 * Asks the person before pressing an element that says it is consequential (its title, description or identifier,
 * never the words it was found by); with no element to judge, or one that says nothing of itself (an icon with no
 * name), the description given. Undefined: it may be pressed.
 */
async function askFirst(element: AxElement | undefined, description: string, ctx: CommandContext) {
  const described: ApprovalRequest | undefined = describesConsequential(description)
    ? { title: `Click "${plainLine(description)}"?`, detail: `Claude wants to click "${plainLine(description)}".` }
    : undefined;
  const request = element && known(element) ? elementApproval(element) : described;
  if (!request) return undefined;
  const answer = await ctx.approve(request);
  return answer.approved ? undefined : unapproved(`not approved: ${request.title} (${answer.reason})`, answer);
}

/**
 * Vision's turn: one screenshot, one call, a click on the middle of what it found, asked first when what the
 * accessibility tree has there (else the element vision snapped to) is consequential.
 */
async function clickBySight(command: ClickElement, ctx: CommandContext, why: string) {
  const eyes = await ctx.eyes();
  if (!eyes) return failed(`${why}, and finding it on the screen needs Claude: set an API key`, undefined, "vision");
  const found = await eyes.findElement(command.description);
  if (!found.ok)
    return found.errorType === "cancelled" ? cancelledStep() : failed(found.error, undefined, found.errorType);
  const { x, y, element } = found.value;
  const at = await ctx.spoon.call("element_at", { x, y });
  const under = at.ok && known(at.value) ? at.value : element;
  const stopped = await askFirst(under, command.description, ctx);
  if (stopped) return stopped;
  const clicked = await ctx.spoon.call("click", { x, y });
  if (!clicked.ok) return failedWith(clicked.error);
  const named = element?.title ? ` "${plainLine(element.title)}"` : "";
  const snapped = element ? `, the ${plainLine(element.role)}${named}` : "";
  const where = `at ${x},${y} (found on screen ${found.value.screenId}${snapped})`;
  return done(`clicked "${plainLine(command.description)}" ${where}`, { ...found.value, by: "vision" });
}

export const clickElement = defineCommand({
  type: "click_element",
  schema: z.strictObject({
    type: commandType("click_element"),
    description: Description,
    app_name: AppName.optional().describe("The app the control is in; default the app in front"),
  }),
  description: modelText(new URL("./click-element.txt", import.meta.url)),
  effect: { tier: "destructive", openWorld: true },
  check: (command, desktop) => {
    if (!command.app_name) return undefined;
    const app = resolveApp(command.app_name, desktop);
    return app.ok ? undefined : `app_name: ${app.error}`;
  },
  /** Pressing a control in the app named brings that app forward. */
  acts: (command, desktop) => (command.app_name ? [{ act: "front", app: appNamed(command.app_name, desktop) }] : []),
  touches: touchesNamedApp,
  /** What the click did inside the app (a message sent, a form submitted) stays done. */
  irreversible: () => [{ sent: "clicks", count: 1 }],
  /**
   * Accessibility first (AXPress: no screenshot, no model call), then one question to Claude about a screenshot.
   * The element found is judged by what it says it is before it is pressed (the person asked when consequential).
   */
  async run(command, ctx) {
    const app = await targetApp(command, ctx);
    if (!app) return clickBySight(command, ctx, "no app is in front to search");
    const label = elementLabel(command.description);
    const menus = namesMenu(command.description) ? { menus: true } : {};
    const where = { name: app.name, bundleID: app.bundleID, title: label, ...menus };
    const looked = await ctx.spoon.call("press_element", { ...where, look: true });
    const absent = `"${plainLine(label)}" is not in ${plainLine(app.name)}'s accessibility tree`;
    if (!looked.ok) return clickBySight(command, ctx, absent);
    const stopped = await askFirst(looked.value, command.description, ctx);
    if (stopped) return stopped;
    // The press finds the element again: one that no longer says what was judged is not pressed.
    const { role, frame: _frame, ...expect } = looked.value;
    const pressed = await ctx.spoon.call("press_element", { ...where, role, expect });
    if (!pressed.ok) return failedWith(pressed.error);
    const { title } = pressed.value;
    return done(`pressed "${plainLine(title)}" (${plainLine(role)}) in ${plainLine(app.name)} by accessibility`, {
      ...pressed.value,
      by: "accessibility",
    });
  },
});
