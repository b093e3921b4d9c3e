import type { PersonalWord, Snapshot } from "../contract/index.ts";
import { boundsOf, monitorOf, type Rect } from "../geometry/index.ts";

/** Bounds without spaces: the model copies them into plans. */
const box = (rect: Rect) => `[${boundsOf(rect).join(",")}]`;
const flag = (on: boolean, text: string) => (on ? text : "");
const appLine = (a: Snapshot["apps"][number]) =>
  `${a.name}${flag(a.frontmost, " (front)")}${flag(a.hidden, " (hidden)")}`;
const wordLine = (w: PersonalWord) => `"${w.phrase}" means ${w.app ?? `the tab on ${w.site}`}`;
const presetLine = (p: Snapshot["presets"][number]) =>
  `${p.name} (${p.placements.map((pl) => pl.app_name).join(", ")})`;
/** Titles are data from apps and web pages: one line each, no control characters, bounded. */
export const clip = (text: string, max = 80) => {
  const line = text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

/** An application's lines of the model's context (a browser's tabs), from the snapshot. */
export type ContextLines = (snapshot: Snapshot) => string[];

/**
 * The desktop for the model, one line per screen, window and tab, nothing twice: names and numbers
 * it must copy exactly (app names, tab indices, bounds) and nothing it does not need. Each application's
 * own lines (`apps`) come after the windows.
 */
export function contextText(snapshot: Snapshot, apps: readonly ContextLines[] = []): string {
  const role = (id: number) => monitorOf(id, snapshot.screens) ?? `screen ${id}`;
  const running = snapshot.apps.filter((a) => a.running);
  const installed = snapshot.installedApps.filter((i) => !running.some((a) => a.name === i.name));
  const lines = [
    "Screens (usable frame as [left,top,right,bottom] in global points):",
    ...snapshot.screens.map((s) => `- ${role(s.id)}: ${s.name} ${box(s.frame)}${s.scale !== 1 ? ` @${s.scale}x` : ""}`),
    `Running apps: ${running.map(appLine).join(", ")}`,
    `Installed, not running: ${installed.map((a) => a.name).join(", ")}`,
    "Windows:",
    ...snapshot.windows.map(
      (w) =>
        `- ${w.app}: "${clip(w.title, 60)}" ${box(w.frame)} on ${role(w.screenId)}` +
        `${flag(w.focused, ", focused")}${flag(w.minimized, ", minimized")}`,
    ),
    ...apps.flatMap((lines) => lines(snapshot)),
    `Presets: ${snapshot.presets.map(presetLine).join("; ") || "none"}`,
    ...(snapshot.aliases?.length ? [`The person's own words: ${snapshot.aliases.map(wordLine).join("; ")}`] : []),
  ];
  return lines.join("\n");
}
