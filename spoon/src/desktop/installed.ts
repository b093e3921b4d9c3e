import type { InstalledApp } from "../contract";
import type { SpoonContext } from "../runtime";

/** Folders whose `.app` bundles (and those one folder deeper, like Utilities) count as installed. */
export function applicationFolders(): string[] {
  const home = os.getenv("HOME");
  const folders = ["/Applications", "/System/Applications"];
  if (home !== undefined) folders.push(`${home}/Applications`);
  return folders;
}

function isFolder(path: string): boolean {
  return hs.fs.attributes(path, "mode") === "directory";
}

function bundleName(entry: string): string | undefined {
  const [name] = string.match(entry, "^(.+)%.app$");
  return name;
}

/** The entries of a folder; none when it cannot be read (hs.fs.dir raises for a folder without permission). */
function entries(folder: string): string[] {
  const names: string[] = [];
  const [readable] = pcall(() => {
    for (const entry of hs.fs.dir(folder)) names.push(entry);
  });
  return readable ? names : [];
}

function scanFolder(folder: string, depth: number, found: InstalledApp[], seen: LuaSet<string>): void {
  if (!isFolder(folder)) return;
  for (const entry of entries(folder)) {
    if (string.sub(entry, 1, 1) === ".") continue;
    const path = `${folder}/${entry}`;
    const name = bundleName(entry);
    if (name === undefined) {
      if (depth > 0 && isFolder(path)) scanFolder(path, depth - 1, found, seen);
      continue;
    }
    const bundleID = hs.application.infoForBundlePath(path)?.CFBundleIdentifier;
    if (bundleID === undefined || seen.has(bundleID)) continue;
    seen.add(bundleID);
    found.push({ name, bundleID });
  }
}

/** Seconds a scan of the application folders stays fresh: apps are installed now and then, not every second. */
export const INSTALLED_APPS_TTL = 300;
/** Seconds after a command that a stale list is scanned again: off its path, once it has had its answer. */
export const INSTALLED_RESCAN_DELAY = 2;
/** Seconds after start() that the folders are first scanned: the run loop's next turn, once the config has loaded. */
export const INSTALLED_SCAN_AT_START = 0;

let cached: InstalledApp[] | undefined;
let scannedAt = 0;
let rescan: hs.timer.Timer | undefined;

function scan(): InstalledApp[] {
  scannedAt = hs.timer.secondsSinceEpoch();
  const found: InstalledApp[] = [];
  const seen = new LuaSet<string>();
  for (const folder of applicationFolders()) scanFolder(folder, 1, found, seen);
  cached = found;
  return found;
}

const fresh = () => cached !== undefined && hs.timer.secondsSinceEpoch() - scannedAt <= INSTALLED_APPS_TTL;

/** The installed apps, read from disk and then cached for a few minutes; `refresh` reads them again. */
export function readInstalledApps(refresh = false): InstalledApp[] {
  return refresh || !fresh() ? scan() : cached!;
}

/**
 * Scans the application folders `delay` seconds from now, off any command's path, unless the list is fresh by then
 * (once, however often asked).
 */
export function scanInstalledAppsSoon(ctx: SpoonContext, delay = INSTALLED_RESCAN_DELAY): void {
  if (rescan !== undefined && rescan.running()) return;
  const timer = ctx.keepTimer(
    hs.timer.doAfter(delay, () => {
      ctx.forgetTimer(timer);
      rescan = undefined;
      if (!fresh()) scan();
    }),
  );
  rescan = timer;
}

/** At start(): the first scan, before a person can type a command, so that no command waits for it. */
export function scanInstalledAppsAtStart(ctx: SpoonContext): void {
  if (!fresh()) scanInstalledAppsSoon(ctx, INSTALLED_SCAN_AT_START);
}

/**
 * The installed apps as last scanned, for a command's snapshot: a list gone stale is scanned again a moment later,
 * off the command's path. Only a read before the scan at start has run scans at once: the planner needs every
 * installed name to never guess.
 */
export function installedAppsNow(ctx: SpoonContext): InstalledApp[] {
  if (cached === undefined) return scan();
  if (!fresh()) scanInstalledAppsSoon(ctx);
  return cached;
}
