/** The allowed values of a numeric setting: from `low` to `high`, whole numbers only when `whole`. */
export interface SettingRange {
  readonly low: number;
  readonly high: number;
  readonly whole: boolean;
}

/**
 * Each numeric setting's range, the only place it is written: the Spoon checks hs.claude.configure with
 * it, the agent builds its schemas from it (the run's settings, config.json), and the compiler proves so.
 */
export const SETTING_RANGES = {
  maxIterations: { low: 1, high: 100, whole: true },
  actionDelay: { low: 0, high: 10, whole: false },
  screenshotQuality: { low: 0.1, high: 1, whole: false },
  maxLongEdge: { low: 200, high: 2576, whole: true },
  closeTabsWithoutAsking: { low: 0, high: 100, whole: true },
} as const satisfies { [name: string]: SettingRange };

export type RangedSetting = keyof typeof SETTING_RANGES;

/** What hs.claude.configure keeps; the API key apart. */
export interface ClaudeSettings {
  model?: string;
  maxIterations?: number;
  actionDelay?: number;
  /** Accepted from scripts that set it; hs.image cannot set JPEG quality, so it changes nothing (see configure). */
  screenshotQuality?: number;
  /** Long edge in pixels of the screenshots sent to Claude. */
  maxLongEdge?: number;
  logLevel?: string;
  /** Closing more tabs than this at once asks first (the agent's config.json decides when unset). */
  closeTabsWithoutAsking?: number;
  /** Apps whose own tools are off, in place of config.json's apps.deny (the menu's Settings › Apps). */
  denyApps?: string[];
}

/** What each command takes along to the agent: the settings but the log level, which stays in the Spoon. */
export type RunSettings = Omit<ClaudeSettings, "logLevel">;
