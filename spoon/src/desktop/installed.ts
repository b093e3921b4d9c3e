import type { InstalledApp } from "../contract";

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

let cached: InstalledApp[] | undefined;
let scannedAt = 0;

/** The installed apps, read from disk and then cached for a few minutes; `refresh` reads them again. */
export function readInstalledApps(refresh = false): InstalledApp[] {
  const now = hs.timer.secondsSinceEpoch();
  if (cached === undefined || refresh || now - scannedAt > INSTALLED_APPS_TTL) {
    scannedAt = now;
    const found: InstalledApp[] = [];
    const seen = new LuaSet<string>();
    for (const folder of applicationFolders()) scanFolder(folder, 1, found, seen);
    cached = found;
  }
  return cached;
}
