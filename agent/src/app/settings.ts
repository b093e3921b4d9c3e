import type { Config } from "../store/index.ts";

/**
 * What a person may set over config.json for their runs: with `hs.claude.configure` (the Spoon sends it with each
 * request), or for one call (a client's `observe`). An unset field leaves the one below it.
 */
export interface Settings {
  /** Over config.json's agent.maxIterations. */
  maxIterations?: number | undefined;
  /** Over config.json's agent.actionDelay. */
  actionDelay?: number | undefined;
  /** Over config.json's vision.maxLongEdge. */
  maxLongEdge?: number | undefined;
  /** Over config.json's approval.closeTabsWithoutAsking (the menu bar's choice). */
  closeTabsWithoutAsking?: number | undefined;
  /** In place of config.json's apps.deny (the menu bar's Settings › Apps). */
  denyApps?: string[] | undefined;
}

/** The fields of `fields` that are set. */
const setIn = <T extends object>(fields: T) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };

/**
 * The configuration a run uses, the one place settings are merged: config.json's, then what `hs.claude.configure`
 * set, then the call's own; each layer's set fields win over the ones below.
 */
export function withSettings(config: Config, configured: Settings = {}, call: Settings = {}): Config {
  const { maxIterations, actionDelay, maxLongEdge, closeTabsWithoutAsking, denyApps } = {
    ...setIn(configured),
    ...setIn(call),
  };
  return {
    ...config,
    apps: { ...config.apps, ...setIn({ deny: denyApps }) },
    approval: { ...config.approval, ...setIn({ closeTabsWithoutAsking }) },
    agent: { ...config.agent, ...setIn({ maxIterations, actionDelay }) },
    vision: { ...config.vision, ...setIn({ maxLongEdge }) },
  };
}
