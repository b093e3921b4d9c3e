import type { DesktopScope, Snapshot } from "../contract/index.ts";
import { fileNamesIn } from "../apps/index.ts";
import { matchApp } from "../desktop/index.ts";
import { commandDefinition, type PlannedEnvelope } from "../registry/index.ts";
import { checkCommandText, planOfflineFirst } from "./plan.ts";

/** The words of a command an app's name may span. */
const LONGEST_NAME_WORDS = 4;
/** Reads of a part before the whole desktop is read instead (each read adds what the last plan showed missing). */
const PART_READS = 3;

/** Reads the whole desktop, or the part `scope` names; the home's files when `files` is given (Runner's read). */
export type DesktopReader = (scope?: DesktopScope, files?: readonly string[]) => Promise<Snapshot>;

/** The running apps the command's words may name (any span of them an app matches), and the app in front. */
export function appsNamed(text: string, desktop: Snapshot): string[] {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}.]+/u)
    .filter(Boolean);
  const named = new Set<string>();
  for (let start = 0; start < words.length; start++)
    for (let end = start + 1; end <= Math.min(words.length, start + LONGEST_NAME_WORDS); end++) {
      const match = matchApp(words.slice(start, end).join(" "), desktop);
      if (match.kind === "app") named.add(match.name);
      if (match.kind === "ambiguous") match.names.forEach((name) => named.add(name));
    }
  const front = desktop.apps.find((app) => app.frontmost);
  if (front) named.add(front.name);
  return bundleIDs([...named], desktop);
}

function bundleIDs(names: string[], desktop: Snapshot): string[] {
  return desktop.apps.filter((app) => names.includes(app.name)).map((app) => app.bundleID);
}

/** `desktop` with the home's files as `from` read them (or did not). */
function withFilesOf(from: Snapshot, desktop: Snapshot): Snapshot {
  const { files, filesUnavailable, filesNotListed } = from;
  return {
    ...desktop,
    ...(files === undefined ? {} : { files }),
    ...(filesUnavailable === undefined ? {} : { filesUnavailable }),
    ...(filesNotListed === undefined ? {} : { filesNotListed }),
  };
}

/** The offline plan on this desktop, and whether planning looked at its tabs (its `tabs` read at all). */
function planWatchingTabs(text: string, desktop: Snapshot): { envelope: PlannedEnvelope; lookedAtTabs: boolean } {
  let lookedAtTabs = false;
  const watched = { ...desktop };
  Object.defineProperty(watched, "tabs", {
    enumerable: true,
    get: () => ((lookedAtTabs = true), desktop.tabs),
  });
  return { envelope: planOfflineFirst(text, watched), lookedAtTabs };
}

/**
 * The apps a plan reads (each command's `reads`), when every one of its commands says; undefined when one does not
 * (it needs the whole desktop), and when the planner asks, defers or must look at the screen.
 */
function appsRead(envelope: PlannedEnvelope): string[] | undefined {
  if (envelope.needs_clarification || envelope.requires_observation) return undefined;
  const apps: string[] = [];
  for (const command of envelope.commands) {
    const reads = commandDefinition(command.type).reads as ((command: unknown) => string[]) | undefined;
    if (reads === undefined) return undefined;
    apps.push(...reads(command));
  }
  return apps;
}

/**
 * Reads what the command needs, never less than the offline planner looks at: screens and running apps first, with
 * the windows of the apps its words name (and the app in front); the tabs once planning looks at them; the windows
 * of any other app the plan turns out to read. With the plan made on that part; without one when the part cannot
 * stand behind it (a question, a command that needs the whole desktop): then the whole desktop, to plan on.
 */
export async function readWhatItNeeds(
  text: string,
  readDesktop: DesktopReader,
): Promise<{ before: Snapshot; planned?: PlannedEnvelope }> {
  checkCommandText(text);
  // The home's files only for words that can name one (Finder is never scripted for "chrome left half"), read once
  // with the first part: each later read carries them.
  const known = await readDesktop({ apps: [], tabs: false }, fileNamesIn(text));
  const read = async (scope?: DesktopScope) => withFilesOf(known, await readDesktop(scope));
  // Planning on the apps alone tells already whether it looks at the tabs: they come with the first windows read.
  let scope: DesktopScope = { apps: appsNamed(text, known), tabs: planWatchingTabs(text, known).lookedAtTabs };
  for (let reads = 0; reads < PART_READS; reads++) {
    const part = await read(scope);
    const { envelope, lookedAtTabs } = planWatchingTabs(text, part);
    if (lookedAtTabs && !scope.tabs) {
      scope = { ...scope, tabs: true };
      continue;
    }
    const apps = appsRead(envelope);
    if (apps === undefined) break;
    const missing = bundleIDs(apps, part).filter((id) => !scope.apps.includes(id));
    if (missing.length === 0) return { before: part, planned: envelope };
    scope = { ...scope, apps: [...scope.apps, ...missing] };
  }
  return { before: await read() };
}
