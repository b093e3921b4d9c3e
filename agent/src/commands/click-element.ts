import * as z from "zod";
import { resolveApp } from "../desktop/index.ts";
import type { CommandContext } from "./define.ts";
import { controlApproval, describesConsequential } from "../consequences/index.ts";
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

/** Vision's turn: one screenshot, one call, a click on the middle of what it found (asked first when consequential). */
async function clickBySight(command: ClickElement, ctx: CommandContext, why: string) {
  const eyes = await ctx.eyes();
  if (!eyes) return failed(`${why}, and finding it on the screen needs Claude: set an API key`, undefined, "vision");
  const found = await eyes.findElement(command.description);
  if (!found.ok)
    return found.errorType === "cancelled" ? cancelledStep() : failed(found.error, undefined, found.errorType);
  const { x, y, element } = found.value;
  const titled = element?.title ?? (await ctx.spoon.call("element_at", { x, y }).then((at) => at.ok && at.value.title));
  const request = titled && !describesConsequential(command.description) ? controlApproval(titled) : undefined;
  if (request) {
    const answer = await ctx.approve(request);
    if (!answer.approved) return unapproved(`not approved: ${request.title} (${answer.reason})`, answer);
  }
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
  approval: (commands) => {
    const risky = commands.filter((command) => describesConsequential(command.description));
    if (risky.length === 0) return undefined;
    const names = risky.map((command) => `"${plainLine(command.description)}"`).join(" and ");
    return { title: `Click ${names}?`, detail: `The plan clicks ${names}, which may delete, send, close or pay.` };
  },
  /** Accessibility first (AXPress: no screenshot, no model call), then one question to Claude about a screenshot. */
  async run(command, ctx) {
    const app = await targetApp(command, ctx);
    if (!app) return clickBySight(command, ctx, "no app is in front to search");
    const label = elementLabel(command.description);
    const menus = namesMenu(command.description) ? { menus: true } : {};
    const pressed = await ctx.spoon.call("press_element", {
      name: app.name,
      bundleID: app.bundleID,
      title: label,
      ...menus,
    });
    if (pressed.ok) {
      const { role, title } = pressed.value;
      return done(`pressed "${plainLine(title)}" (${plainLine(role)}) in ${plainLine(app.name)} by accessibility`, {
        ...pressed.value,
        by: "accessibility",
      });
    }
    return clickBySight(command, ctx, `"${plainLine(label)}" is not in ${plainLine(app.name)}'s accessibility tree`);
  },
});
