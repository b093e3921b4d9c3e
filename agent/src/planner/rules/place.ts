import type { DesktopCommand } from "../../commands/index.ts";
import type { Screen } from "../../contract/index.ts";
import { screenForApp } from "../../desktop/index.ts";
import {
  namedBounds,
  namedScreens,
  PLACEMENT_PHRASES,
  placementName,
  sizedBounds,
  type Bounds,
  type Monitor,
} from "../../geometry/index.ts";
import { appFor, frontWindowOf, isOutcome, type Match, type Rule, type RuleContext } from "../context.ts";
import { cannot, clarify, plan, type Outcome } from "../outcome.ts";
import { SCREEN_PHRASE, screenNamed } from "./screen-words.ts";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
const VERB = "(?:(?:put|move|place|snap|make|set|resize|send|throw|tile|position|drag|expand|stretch)\\s+)?";
const MONITOR = SCREEN_PHRASE;
/** "of the screen": the app's own screen, said out loud. */
const OWN_SCREEN = "(?:\\s+(?:of|on)\\s+(?:the|its|my|this)\\s+(?:screen|monitor|display))?";
const TO = "(?:\\s+(?:to|on|in|into|at|onto|over to|take up|takes up|fill|fills|occupy|cover))?(?:\\s+the)?";
const PLACE = `(${PLACEMENT_PHRASES.map(escape).join("|")})`;
const SIZE = "(\\d{1,5})\\s*(?:x|by|\\*)\\s*(\\d{1,5})";
/** The smallest window side a size may ask for, in points. */
const MIN_SIDE = 100;

const NAMED = new RegExp(`^${VERB}(.+?)${TO}\\s+${PLACE}(?:\\s+(?:of|on|in)\\s+${MONITOR})?${OWN_SCREEN}$`);
const CENTER = new RegExp(`^(?:center|centre)\\s+(.+?)(?:\\s+(?:on|to)\\s+${MONITOR})?$`);
/** "put terminal in the center", "terminal center"; "middle" only after "in/to/at the" ("chrome middle": a third?). */
const MIDDLE = "(?:center|centre|(?<=(?:in|to|at|into) the )middle)";
const CENTER_AFTER = new RegExp(`^${VERB}(.+?)${TO}\\s+${MIDDLE}(?:\\s+(?:of|on)\\s+${MONITOR})?${OWN_SCREEN}$`);
/** "terminal on the left screen, top half": the screen first, then the placement. */
const SCREEN_THEN_PLACE = new RegExp(
  `^${VERB}(.+?)\\s+(?:on|to|onto)\\s+${MONITOR},?\\s+(?:(?:in|on|at)\\s+)?(?:the\\s+)?${PLACE}$`,
);
/** "chrome left": the left half, unless there is also a left monitor it could mean. */
const SIDE_ONLY = new RegExp(`^${VERB}(.+?)(?:\\s+(?:to|on)(?:\\s+the)?)?\\s+(left|right)$`);
/** "move slack off the laptop screen": to the other of two screens. */
const OFF_SCREEN = new RegExp(`^${VERB}(.+?)\\s+off(?:\\s+of)?\\s+${MONITOR}$`);
const MAXIMIZE = new RegExp(`^(?:maximi[sz]e|fill|full ?screen)\\s+(.+?)(?:\\s+(?:on|to)\\s+${MONITOR})?$`);
/** A size is centered anyway: "terminal 1600x1000 centered" says it twice. */
const CENTERED = "(?:,?\\s+(?:and\\s+)?cent(?:er|r)ed)?";
const SIZED = new RegExp(
  `^${VERB}(.+?)(?:\\s+(?:to|to be|at))?\\s+${SIZE}(?:\\s+(?:on|in)\\s+${MONITOR})?${CENTERED}$`,
);
const TO_MONITOR = new RegExp(`^${VERB}(.+?)\\s+(?:to|on|onto|over to)\\s+${MONITOR}$`);

type Target = { screen: Screen; monitor?: Monitor } | Outcome<never>;

function target(app: string, phrase: string | undefined, ctx: RuleContext): Target {
  if (!phrase) return { screen: screenForApp(app, ctx.snapshot, ctx.screens?.get(app)) };
  return screenNamed(phrase, app, ctx);
}

function placed(
  appPhrase: string,
  ctx: RuleContext,
  screenPhrase: string | undefined,
  bounds: (screen: Screen) => Bounds,
): Outcome<DesktopCommand> | undefined {
  const app = appFor(appPhrase, ctx);
  if (!app || isOutcome(app)) return app;
  const where = target(app.app, screenPhrase, ctx);
  if (isOutcome(where)) return where;
  const command: DesktopCommand = {
    type: "place_app",
    app_name: app.app,
    ...(where.monitor ? { monitor: where.monitor } : {}),
    bounds: bounds(where.screen),
  };
  return plan([command], app.app, where.screen.id);
}

/** "center terminal": the app's front window keeps its size, centered on its screen (or the one named). */
function centered(
  appPhrase: string,
  ctx: RuleContext,
  screenPhrase: string | undefined,
): Outcome<DesktopCommand> | undefined {
  const app = appFor(appPhrase, ctx);
  if (!app || isOutcome(app)) return app;
  // A minimized window (of a hidden app too) is placed as any other: placing unhides and unminimizes it first.
  const front = frontWindowOf(app.app, ctx.snapshot);
  if (!front) return cannot(`${app.app} has no window to center`);
  const { w, h } = ctx.sizes?.get(app.app) ?? front.frame;
  return placed(appPhrase, ctx, screenPhrase, (screen) => sizedBounds(screen.frame, w, h));
}

/** "chrome left": that half of its screen, or a question when a monitor on that side exists too. */
function sideOnly(appPhrase: string, side: "left" | "right", ctx: RuleContext): Outcome<DesktopCommand> | undefined {
  const half = placed(appPhrase, ctx, undefined, (screen) => namedBounds(screen.frame, `${side} half`));
  if (half?.kind !== "plan" || !namedScreens(ctx.snapshot.screens)[side]) return half;
  const app = half.commands[0]! as { app_name: string };
  return clarify(`"${side}" could be the ${side} half or the ${side} monitor`, [
    { label: `${app.app_name} on the ${side} half`, commands: half.commands },
    {
      label: `${app.app_name} on the ${side} monitor`,
      commands: [{ type: "place_app", app_name: app.app_name, monitor: side }],
    },
  ]);
}

/** Moves an app to the other of two screens, away from the one named (where it must be). */
function offScreen(appPhrase: string, screenPhrase: string, ctx: RuleContext): Outcome<DesktopCommand> | undefined {
  const app = appFor(appPhrase, ctx);
  if (!app || isOutcome(app)) return app;
  const away = target(app.app, screenPhrase, ctx);
  if (isOutcome(away)) return away;
  if (screenForApp(app.app, ctx.snapshot, ctx.screens?.get(app.app)).id !== away.screen.id)
    return clarify(`${app.app} is not on the ${screenPhrase.replace(/^(?:the|my) /, "")}`);
  const other = target(app.app, "the other screen", ctx);
  if (isOutcome(other)) return other;
  return plan([{ type: "place_app", app_name: app.app, monitor: other.monitor! }], app.app, other.screen.id);
}

/**
 * "chrome left half", "put terminal on the right half", "maximize cursor", "make terminal 1200x800", "move slack to
 * the main monitor".
 */
const place: Match<DesktopCommand> = (clause, ctx) => {
  const named = NAMED.exec(clause);
  const byName = named
    ? placed(named[1]!, ctx, named[3], (screen) => namedBounds(screen.frame, placementName(named[2]!)!))
    : undefined;
  if (byName) return byName;
  const screenFirst = SCREEN_THEN_PLACE.exec(clause);
  if (screenFirst) {
    const name = placementName(screenFirst[3]!)!;
    return placed(screenFirst[1]!, ctx, screenFirst[2], (screen) => namedBounds(screen.frame, name));
  }
  const side = SIDE_ONLY.exec(clause);
  if (side) return sideOnly(side[1]!, side[2] as "left" | "right", ctx);
  const off = OFF_SCREEN.exec(clause);
  if (off) return offScreen(off[1]!, off[2]!, ctx);
  const center = CENTER.exec(clause) ?? CENTER_AFTER.exec(clause);
  if (center) return centered(center[1]!, ctx, center[2]);
  const maximize = MAXIMIZE.exec(clause);
  if (maximize) return placed(maximize[1]!, ctx, maximize[2], (screen) => namedBounds(screen.frame, "maximize"));
  const sized = SIZED.exec(clause);
  if (sized) {
    const [width, height] = [Number(sized[2]), Number(sized[3])];
    if (width < MIN_SIDE || height < MIN_SIDE)
      return clarify(`a window of ${width}×${height} is too small to use; sizes start at ${MIN_SIDE}×${MIN_SIDE}`);
    return placed(sized[1]!, ctx, sized[4], (screen) => sizedBounds(screen.frame, width, height));
  }
  const moved = TO_MONITOR.exec(clause);
  if (!moved) return undefined;
  const app = appFor(moved[1]!, ctx);
  if (!app || isOutcome(app)) return app;
  const where = target(app.app, moved[2], ctx);
  if (isOutcome(where)) return where;
  return plan([{ type: "place_app", app_name: app.app, monitor: where.monitor! }], app.app, where.screen.id);
};

const PLACE_VERBS = "put move place snap make set resize send expand center centre maximize maximise fullscreen";

export const PLACE_RULES: Rule<DesktopCommand>[] = [
  { precedence: "place", verbs: PLACE_VERBS.split(" "), match: place },
];
