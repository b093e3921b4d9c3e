import type { InstalledApp } from "../../agent/src/contract/snapshot.ts";

/** The simulated user's home folder. */
export const SIM_HOME = "/Users/sim";
export const APPLICATION_FOLDERS = ["/Applications", "/System/Applications", `${SIM_HOME}/Applications`];

/** Apple's utilities live one folder down, as on a real Mac, so scans must look into subfolders. */
const UTILITIES = new Set([
  "Terminal",
  "Activity Monitor",
  "Console",
  "Disk Utility",
  "Screenshot",
  "Script Editor",
  "System Information",
  "Keychain Access",
]);

/** Where an installed app's bundle lives: Apple's apps (except Safari) under /System/Applications. */
export function bundlePathFor(app: InstalledApp): string {
  const apple = app.bundleID.startsWith("com.apple.") && app.name !== "Safari";
  const folder = apple ? "/System/Applications" : "/Applications";
  return UTILITIES.has(app.name) ? `${folder}/Utilities/${app.name}.app` : `${folder}/${app.name}.app`;
}

/**
 * A read-only file system holding app bundles, as hs.fs sees it: folders list their entries
 * sorted (plus "." and ".."), bundles are folders.
 */
export class AppFileSystem {
  private readonly children = new Map<string, Set<string>>();
  readonly bundles = new Map<string, InstalledApp>();

  constructor(apps: InstalledApp[]) {
    for (const folder of ["/", "/System", "/Users", SIM_HOME, "/Applications", "/System/Applications"])
      this.addFolder(folder);
    for (const app of apps) this.addBundle(app);
  }

  addBundle(app: InstalledApp): void {
    const path = bundlePathFor(app);
    this.bundles.set(path, app);
    this.addFolder(path);
  }

  kind(path: string): "directory" | undefined {
    return this.children.has(normalize(path)) ? "directory" : undefined;
  }

  list(path: string): string[] | undefined {
    const entries = this.children.get(normalize(path));
    return entries === undefined ? undefined : [".", "..", ...[...entries].sort()];
  }

  private addFolder(path: string): void {
    if (this.children.has(path)) return;
    this.children.set(path, new Set());
    if (path === "/") return;
    const cut = path.lastIndexOf("/");
    const parent = cut === 0 ? "/" : path.slice(0, cut);
    this.addFolder(parent);
    this.children.get(parent)!.add(path.slice(cut + 1));
  }
}

function normalize(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/** Bundle paths in the order a scan finds them: each application folder, entries sorted, one subfolder deep. */
export function applicationFolders(paths: string[]): string[] {
  const order: string[] = [];
  const visit = (folder: string, depth: number) => {
    for (const entry of [
      ...new Set(paths.filter((p) => p.startsWith(`${folder}/`)).map((p) => p.slice(folder.length + 1).split("/")[0]!)),
    ].sort()) {
      const path = `${folder}/${entry}`;
      if (entry.endsWith(".app")) order.push(path);
      else if (depth > 0) visit(path, depth - 1);
    }
  };
  for (const folder of APPLICATION_FOLDERS) visit(folder, 1);
  return order;
}
