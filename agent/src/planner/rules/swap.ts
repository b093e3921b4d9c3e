import type { DesktopCommand } from "../../commands/index.ts";
import type { Snapshot, Window } from "../../contract/index.ts";
import { boundsOf } from "../../geometry/index.ts";
import { appFor, frontWindowOf, isOutcome, type Match, type Rule } from "../context.ts";
import { cannot, clarify, plan } from "../outcome.ts";

/** "swap slack and terminal", "swap the slack and terminal windows", "switch places of notes and slack". */
const SWAP =
  /^(?:swap|switch places of|trade places of)\s+(?:the\s+)?(.+?)\s+(?:and|with)\s+(?:the\s+)?(.+?)(?:\s+windows?)?$/;

const visibleWindows = (app: string, snapshot: Snapshot) =>
  snapshot.windows.filter((w) => w.app === app && w.standard && !w.minimized).length;

/** Two apps' front windows trade places: each is placed at the other's frame, size and all. */
const swap: Match<DesktopCommand> = (clause, ctx) => {
  const match = SWAP.exec(clause);
  if (!match) return undefined;
  const apps = [appFor(match[1]!, ctx), appFor(match[2]!.replace(/\s+windows?$/, ""), ctx)];
  for (const app of apps) if (!app || isOutcome(app)) return app;
  const [first, second] = apps.map((app) => (app as { app: string }).app) as [string, string];
  if (first === second) return clarify(`"${clause}" names ${first} twice: swap it with which app?`);
  const windows = [first, second].map((app) => frontWindowOf(app, ctx.snapshot));
  const missing = [first, second].find((app, i) => !windows[i] || windows[i]!.minimized);
  if (missing) return cannot(`${missing} has no window on screen to swap`);
  // The snapshot knows the key window of the app in front only: of another app's several, which moves is not plain.
  const several = [first, second].find((app, i) => !windows[i]!.focused && visibleWindows(app, ctx.snapshot) > 1);
  if (several) return clarify(`${several} has ${visibleWindows(several, ctx.snapshot)} windows: which one to swap?`);
  const [a, b] = windows as [Window, Window];
  return plan([
    { type: "place_app", app_name: first, bounds: boundsOf(b.frame) },
    { type: "place_app", app_name: second, bounds: boundsOf(a.frame) },
  ]);
};

export const SWAP_RULES: Rule<DesktopCommand>[] = [
  { precedence: "place", verbs: ["swap", "switch", "trade"], match: swap },
];
