import type { Snapshot } from "../contract/index.ts";
import { plainLine } from "../util/index.ts";

/** What people call apps, mapped to their names on disk; used only when that app is on this Mac. */
export const ALIASES: Record<string, string[]> = {
  chrome: ["Google Chrome"],
  "google chrome": ["Google Chrome"],
  vscode: ["Visual Studio Code"],
  "vs code": ["Visual Studio Code"],
  code: ["Visual Studio Code"],
  iterm: ["iTerm2", "iTerm"],
  zoom: ["zoom.us"],
  teams: ["Microsoft Teams", "Microsoft Teams (work or school)"],
  "ms teams": ["Microsoft Teams"],
  word: ["Microsoft Word"],
  excel: ["Microsoft Excel"],
  powerpoint: ["Microsoft PowerPoint"],
  outlook: ["Microsoft Outlook"],
  settings: ["System Settings", "System Preferences"],
  "system preferences": ["System Settings", "System Preferences"],
  imessage: ["Messages"],
  brave: ["Brave Browser"],
  edge: ["Microsoft Edge"],
  firefox: ["Firefox"],
  whatsapp: ["WhatsApp"],
  "activity monitor": ["Activity Monitor"],
};

export type AppMatch =
  | { kind: "app"; name: string; running: boolean }
  | { kind: "ambiguous"; names: string[] }
  | { kind: "none" };

function known(snapshot: Snapshot): { name: string; running: boolean }[] {
  const running = snapshot.apps.filter((app) => app.running).map((app) => ({ name: app.name, running: true }));
  const installed = snapshot.installedApps
    .filter((app) => !running.some((r) => r.name === app.name))
    .map((app) => ({ name: app.name, running: false }));
  return [...running, ...installed];
}

/** The same words however they were said: case, spaces, "my"/"the" in front, "app"/"window" after. */
export function aliasKey(phrase: string): string {
  return phrase
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^(?:my|the|our) /, "")
    .replace(/ (?:app|application|window|windows)$/, "");
}

/**
 * An app by what a person calls it: its exact name (any case), the person's own word for it (learned
 * from a clarification they answered), an alias, or a prefix of one name only. Several equally good
 * names are ambiguous; nothing is guessed, and no word of theirs stands in for an exact name.
 */
export function matchApp(phrase: string, snapshot: Snapshot): AppMatch {
  const wanted = phrase.replace(/\s+(?:app|application|window|windows)$/, "").trim();
  if (wanted.length < 2) return { kind: "none" };
  const apps = known(snapshot);
  const exact = apps.find((app) => app.name.toLowerCase() === wanted);
  if (exact) return { kind: "app", ...exact };
  const theirs = snapshot.aliases?.find((word) => word.app && aliasKey(word.phrase) === aliasKey(wanted));
  const personal = theirs && apps.find((app) => app.name === theirs.app);
  if (personal) return { kind: "app", ...personal };
  const aliased = (ALIASES[wanted] ?? []).map((name) => apps.find((app) => app.name === name)).find(Boolean);
  if (aliased) return alsoInside(aliased, wanted, apps);
  if (wanted.length < 3) return { kind: "none" };
  const prefixed = apps.filter(
    (app) =>
      app.name.toLowerCase().startsWith(wanted) ||
      app.name.toLowerCase().replace(/\s+/g, "").startsWith(wanted.replace(/\s+/g, "")),
  );
  if (prefixed.length === 1) return alsoInside(prefixed[0]!, wanted, apps);
  if (prefixed.length > 1) return { kind: "ambiguous", names: prefixed.map((app) => app.name) };
  return { kind: "none" };
}

/** The app a word stands for, unless the word is also inside another's name ("term": Terminal, and iTerm2). */
function alsoInside(app: { name: string; running: boolean }, wanted: string, apps: (typeof app)[]): AppMatch {
  const inside = apps.filter((other) => other.name !== app.name && other.name.toLowerCase().includes(wanted));
  return inside.length
    ? { kind: "ambiguous", names: [app.name, ...inside.map((other) => other.name)] }
    : { kind: "app", ...app };
}

export interface ResolvedApp {
  name: string;
  bundleID: string;
  running: boolean;
}

export type Found<T> = { ok: true; value: T } | { ok: false; error: string };

/** "a, b, … (40 in all)": a list kept short enough to read. */
export function shortList(names: string[], limit = 12): string {
  return names.length > limit ? `${names.slice(0, limit).join(", ")}, … (${names.length} in all)` : names.join(", ");
}

/** An app by its exact name, running or installed; the error suggests close names and lists the apps, running first. */
export function resolveApp(name: string, desktop: Snapshot): Found<ResolvedApp> {
  const running = desktop.apps.find((app) => app.name === name);
  if (running) return { ok: true, value: { name, bundleID: running.bundleID, running: true } };
  const installed = desktop.installedApps.find((app) => app.name === name);
  if (installed) return { ok: true, value: { name, bundleID: installed.bundleID, running: false } };
  const lower = name.toLowerCase();
  const close = [...desktop.apps, ...desktop.installedApps]
    .map((app) => app.name)
    .filter((n) => n.toLowerCase().includes(lower) || lower.includes(n.toLowerCase()));
  const hint = close.length ? `did you mean ${[...new Set(close)].map((n) => `"${plainLine(n)}"`).join(" or ")}? ` : "";
  const names = shortList(desktop.apps.map((app) => plainLine(app.name)));
  const idle = desktop.installedApps.filter((app) => !desktop.apps.some((other) => other.name === app.name));
  const installedToo = idle.length ? `; installed: ${shortList(idle.map((app) => plainLine(app.name)))}` : "";
  const error = `"${plainLine(name)}" is not a running or installed app; ${hint}running: ${names}${installedToo}`;
  return { ok: false, error };
}
