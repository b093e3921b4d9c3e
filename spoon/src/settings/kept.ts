import { SETTING_RANGES, type ClaudeSettings, type RangedSetting, type RunSettings } from "../contract";

/** hs.settings is shared by the whole configuration: this Spoon's keys are prefixed. */
const SETTINGS_KEY = "Claude.settings";
const API_KEY = "Claude.apiKey";
const LOG_LEVELS = ["error", "warning", "info", "debug", "verbose"];

type Check = (this: void, value: unknown) => string | undefined;

/** A number in the setting's range (the contract's, which the agent's schemas are built from). */
const inRange =
  (setting: RangedSetting): Check =>
  (value) => {
    const { low, high, whole } = SETTING_RANGES[setting];
    const n = value as number;
    const ok = type(value) === "number" && (!whole || math.floor(n) === n) && n >= low && n <= high;
    return ok ? undefined : `${whole ? "a whole number" : "a number"} from ${low} to ${high}`;
  };
const nonEmptyText: Check = (value) =>
  type(value) === "string" && (value as string) !== "" ? undefined : "a non-empty string";
const appNames: Check = (value) => {
  const wanted = 'a list of app names, such as {"Notes"}';
  if (type(value) !== "table") return wanted;
  for (const [key, name] of pairs(value as LuaTable<string | number, unknown>))
    if (type(key) !== "number" || nonEmptyText(name) !== undefined) return wanted;
  return undefined;
};

const CHECKS: { [option: string]: Check } = {
  model: nonEmptyText,
  maxIterations: inRange("maxIterations"),
  actionDelay: inRange("actionDelay"),
  screenshotQuality: inRange("screenshotQuality"),
  maxLongEdge: inRange("maxLongEdge"),
  closeTabsWithoutAsking: inRange("closeTabsWithoutAsking"),
  denyApps: appNames,
  logLevel: (value) =>
    type(value) === "string" && (LOG_LEVELS.includes(value as string) || value === "warn")
      ? undefined
      : `one of ${LOG_LEVELS.join(", ")}`,
  // An empty string forgets the key.
  apiKey: (value) => (type(value) === "string" ? undefined : 'a string (the key, or "" to forget it)'),
};

/** Checks every option before any is kept: an error names the option, what it must be, and the options there are. */
export function checkOptions(options: unknown): string | undefined {
  if (type(options) !== "table") return "hs.claude.configure(options): options must be a table";
  const names = Object.keys(CHECKS).sort().join(", ");
  for (const [name, value] of pairs(options as LuaTable<string, unknown>)) {
    const check = CHECKS[name];
    if (check === undefined) return `hs.claude.configure: no option named ${tostring(name)}; options: ${names}`;
    const wanted = check(value);
    if (wanted !== undefined) return `hs.claude.configure: ${name} must be ${wanted}`;
  }
  return undefined;
}

export function storedSettings(): ClaudeSettings {
  const stored = hs.settings.get(SETTINGS_KEY);
  if (type(stored) !== "table") return {};
  const settings: ClaudeSettings = {};
  for (const [name, value] of pairs(stored as LuaTable<string, unknown>)) {
    const check = CHECKS[name];
    if (name !== "apiKey" && check !== undefined && check(value) === undefined)
      (settings as { [name: string]: unknown })[name] = value;
  }
  return settings;
}

/** Keeps the checked options (merged into those kept before); the key goes to its own setting. */
export function keepOptions(options: ClaudeSettings & { apiKey?: string }): void {
  const { apiKey, ...rest } = options;
  hs.settings.set(SETTINGS_KEY, { ...storedSettings(), ...rest });
  if (apiKey !== undefined) hs.settings.set(API_KEY, apiKey === "" ? undefined : apiKey);
}

/** Forgets a kept option: the agent's own setting applies again. */
export function forgetOption(name: keyof ClaudeSettings): void {
  const kept = storedSettings();
  delete kept[name];
  hs.settings.set(SETTINGS_KEY, kept);
}

export function storedApiKey(): string | undefined {
  const key = hs.settings.get(API_KEY);
  return type(key) === "string" && key !== "" ? (key as string) : undefined;
}

/** What each command takes along to the agent (the log level stays in the Spoon). */
export function runSettings(): RunSettings {
  const { logLevel: _logLevel, ...rest } = storedSettings();
  return rest;
}
