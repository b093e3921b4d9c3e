import type { DesktopScope, DesktopState } from "../contract";
import type { Finding, SpoonContext } from "../runtime";
import * as listed from "./list";
import type { AppProbe } from "./probe";
import * as probed from "./probes";

type Listed = (typeof listed)[keyof typeof listed];

/** Every application with its own folder (list.ts), by name: for the operations, the snapshot and the self-test. */
const APPS: Listed[] = Object.values(listed);
table.sort(APPS, (a, b) => a.name < b.name);

/** `A & B & ...` of a union `A | B | ...`: every app's operations, each keeping its own names. */
type Every<U> = (U extends unknown ? (all: U) => void : never) extends (all: infer I) => void ? I : never;

/** Every application's operations in one table, for the operations' registry (ops/index.ts). */
export const APP_OPERATIONS = Object.assign({}, ...APPS.map((app) => app.operations)) as Every<Listed["operations"]>;

/**
 * Each application's part of the desktop snapshot that `scope` and `files` ask for (SpoonApp's `snapshotOf`), read
 * side by side (each its own osascript process, so the snapshot waits for the slowest, not for all of them in turn),
 * in the order they are listed.
 */
export async function appsSnapshot(
  ctx: SpoonContext,
  scope?: DesktopScope,
  files?: string[],
): Promise<Partial<DesktopState>> {
  const reading: Promise<Partial<DesktopState>>[] = [];
  for (const app of APPS) {
    const wanted = app.snapshotOf === "files" ? files !== undefined : scope === undefined || scope.tabs;
    if (app.snapshot !== undefined && wanted) reading.push(app.snapshot(ctx, scope, files));
  }
  let parts: Partial<DesktopState> = {};
  for (const part of reading) parts = { ...parts, ...(await part) };
  return parts;
}

export type { AppProbe } from "./probe";

/** Each application's line of the self-test. */
export async function appFindings(ctx: SpoonContext): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const app of APPS) if (app.selfTest !== undefined) findings.push(await app.selfTest(ctx));
  return findings;
}

/** Every application's read-only checks (probes.ts), apps in the order of their names, each app's in its own. */
export function appProbes(): AppProbe[] {
  const groups: AppProbe[][] = Object.values(probed);
  table.sort(groups, (a, b) => a[0]!.app < b[0]!.app);
  const all: AppProbe[] = [];
  for (const probes of groups) all.push(...probes);
  return all;
}
