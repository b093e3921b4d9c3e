import type { Screen } from "../../contract/index.ts";
import { screenForApp } from "../../desktop/index.ts";
import { availableMonitors, monitorOf, namedScreens, type Monitor } from "../../geometry/index.ts";
import type { RuleContext } from "../context.ts";
import { clarify, type Outcome } from "../outcome.ts";

const KIND = [
  "main|primary|left|right|other|second|secondary|external",
  "laptop|built-in|built in|builtin|internal|macbook(?: pro| air)?",
].join("|");
/** A phrase that names a screen ("the left monitor", "the laptop screen", "the laptop"), as one group. */
export const SCREEN_PHRASE = `((?:the |my |its )?(?:(?:${KIND}) (?:monitor|screen|display)|laptop|macbook|other one))`;

const BUILT_IN = /built-?in|color lcd/i;

/** What the rules need to place an app on a named screen: the screen, and SPEC section 5's name for it. */
export type NamedScreen = { screen: Screen; monitor: Monitor };

function withName(screen: Screen | undefined, said: string, ctx: RuleContext): NamedScreen | Outcome {
  const screens = ctx.snapshot.screens;
  if (!screen) return clarify(`this Mac has no ${said}; its screens: ${screens.map((s) => s.name).join(", ")}`);
  const monitor = monitorOf(screen.id, screens);
  if (!monitor)
    return clarify(
      `the ${said} is not main, left or right of the main screen; say which: ${availableMonitors(screens).join(", ")}`,
    );
  return { screen, monitor };
}

/**
 * The screen a phrase names for an app: main/primary, left/right of the main screen, the built-in
 * display ("laptop", "macbook"), the one external display, or the other of two screens.
 */
export function screenNamed(phrase: string, app: string, ctx: RuleContext): NamedScreen | Outcome {
  const kind = phrase.replace(/^(?:the|my|its) /, "").replace(/ (?:monitor|screen|display|one)$/, "");
  const screens = ctx.snapshot.screens;
  const named = namedScreens(screens);
  if (kind === "main" || kind === "primary") return { screen: named.main, monitor: "main" };
  if (kind === "left" || kind === "right") {
    const screen = named[kind];
    if (!screen) return clarify(`there is no ${kind} monitor; this Mac has: ${availableMonitors(screens).join(", ")}`);
    return { screen, monitor: kind };
  }
  if (kind === "external") {
    const external = screens.filter((s) => !BUILT_IN.test(s.name));
    if (external.length === 1) return withName(external[0], "external display", ctx);
    const which = availableMonitors(screens).join(", ");
    return clarify(`${external.length ? "several" : "no"} external displays; say which: ${which}`);
  }
  if (kind === "second" || kind === "secondary") {
    const others = screens.filter((s) => s !== named.main);
    return others.length === 1
      ? withName(others[0], `${kind} screen`, ctx)
      : clarify(`"${kind} screen" needs exactly two screens; this Mac has ${screens.length}`);
  }
  if (kind === "other") {
    const current = screenForApp(app, ctx.snapshot, ctx.screens?.get(app));
    const others = screens.filter((s) => s.id !== current.id);
    return others.length === 1
      ? withName(others[0], "other screen", ctx)
      : clarify(`"the other screen" needs exactly two screens; this Mac has ${screens.length}`);
  }
  return withName(
    screens.find((s) => BUILT_IN.test(s.name)),
    "built-in display",
    ctx,
  );
}
