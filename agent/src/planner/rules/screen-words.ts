import type { Screen } from "../../contract/index.ts";
import { screenForApp } from "../../desktop/index.ts";
import { availableMonitors, monitorOf, namedScreens, type Monitor } from "../../geometry/index.ts";
import type { RuleContext } from "../context.ts";
import { cannot, clarify, type Outcome } from "../outcome.ts";

const KIND = [
  "main|primary|left|right|other|second|secondary|external",
  "laptop|built-in|built in|builtin|internal|macbook(?: pro| air)?",
].join("|");
/** Up to four words of a screen's name; never "the screen" or "this screen", which mean the app's own. */
const NAME_WORDS = "(?!(?:the|my|its|this|that|a|current|same|whole|entire) )[\\w-]+(?: [\\w-]+){0,3}";
/**
 * A phrase that names a screen, as one group: "the left monitor", "the laptop screen", "the laptop", "screen 2", or
 * words of a screen's own name ("the dell monitor", "the built-in retina display").
 */
export const SCREEN_PHRASE = [
  "((?:the |my |its )?(?:",
  `(?:${KIND}) (?:monitor|screen|display)|(?:monitor|screen|display) [1-9]|laptop|macbook|other one|`,
  `${NAME_WORDS} (?:monitor|screen|display)`,
  "))",
].join("");

const BUILT_IN = /built-?in|color lcd/i;

/** What the rules need to place an app on a named screen: the screen, and its monitor name (main, left, right). */
export type NamedScreen = { screen: Screen; monitor: Monitor };

function withName(screen: Screen | undefined, said: string, ctx: RuleContext): NamedScreen | Outcome<never> {
  const screens = ctx.snapshot.screens;
  if (!screen) return cannot(`this Mac has no ${said}; its screens: ${screens.map((s) => s.name).join(", ")}`);
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
export function screenNamed(phrase: string, app: string, ctx: RuleContext): NamedScreen | Outcome<never> {
  const kind = phrase.replace(/^(?:the|my|its) /, "").replace(/ (?:monitor|screen|display|one)$/, "");
  const screens = ctx.snapshot.screens;
  const named = namedScreens(screens);
  if (kind === "main" || kind === "primary") return { screen: named.main, monitor: "main" };
  if (kind === "left" || kind === "right") {
    const screen = named[kind];
    if (!screen) return cannot(`there is no ${kind} monitor; this Mac has: ${availableMonitors(screens).join(", ")}`);
    return { screen, monitor: kind };
  }
  if (kind === "external") {
    const external = screens.filter((s) => !BUILT_IN.test(s.name));
    if (external.length === 1) return withName(external[0], "external display", ctx);
    const which = availableMonitors(screens).join(", ");
    return clarify(`${external.length ? "several" : "no"} external displays; say which: ${which}`);
  }
  // "screen 1" is the main screen and "screen 2" the second, as for "second screen"; macOS numbers no others.
  const numbered = /^(?:monitor|screen|display) ([1-9])$/.exec(kind)?.[1];
  if (numbered === "1") return { screen: named.main, monitor: "main" };
  if (numbered !== undefined && numbered !== "2")
    return cannot(
      `"${kind}": screens are main, left or right here; this Mac has: ${availableMonitors(screens).join(", ")}`,
    );
  if (kind === "second" || kind === "secondary" || numbered === "2") {
    const others = screens.filter((s) => s !== named.main);
    return others.length === 1
      ? withName(others[0], numbered ? kind : `${kind} screen`, ctx)
      : cannot(`"${numbered ? kind : `${kind} screen`}" needs exactly two screens; this Mac has ${screens.length}`);
  }
  if (kind === "other") {
    const current = screenForApp(app, ctx.snapshot, ctx.screens?.get(app));
    const others = screens.filter((s) => s.id !== current.id);
    return others.length === 1
      ? withName(others[0], "other screen", ctx)
      : cannot(`"the other screen" needs exactly two screens; this Mac has ${screens.length}`);
  }
  if (/^(?:laptop|built-in|built in|builtin|internal|macbook(?: pro| air)?)$/.test(kind))
    return withName(
      screens.find((s) => BUILT_IN.test(s.name)),
      "built-in display",
      ctx,
    );
  return byName(phrase.replace(/^(?:the|my|its) /, ""), ctx);
}

/** "the dell monitor", "the built-in retina display": the one screen whose name has every word said. */
function byName(said: string, ctx: RuleContext): NamedScreen | Outcome<never> {
  const words = said.split(" ");
  const kind = /^(?:monitor|screen|display)$/;
  const named = ctx.snapshot.screens.filter((s) => {
    const name = s.name.toLowerCase().split(/[^\p{L}\p{N}-]+/u);
    return words.every((word, i) => name.includes(word) || (i === words.length - 1 && kind.test(word)));
  });
  if (named.length === 1) return withName(named[0], named[0]!.name, ctx);
  const names = ctx.snapshot.screens.map((s) => s.name).join(", ");
  return clarify(`${named.length ? "several screens" : "no screen"} match "${said}"; this Mac has: ${names}`);
}
