import { readFileSync } from "node:fs";
import type { LuaEngine } from "wasmoon";
import type { Clock } from "../../agent/src/util/clock.ts";
import type { SimDesktop } from "./desktop.ts";
import { localDayStart, zoneOffset } from "./mac-time.ts";

const MAC_CLOCK_LUA = readFileSync(new URL("./mac-clock.lua", import.meta.url), "utf8");
const YEAR_MS = 365.2425 * 86_400_000;

/** The simulated Mac's date in ms since the epoch: its start date (`sim.startDate`) and the simulated clock. */
export const macDate = (desktop: SimDesktop, clock: Clock): number => (desktop.startDate ?? 0) + clock.now();

/** Seconds since the Mac's local midnight, as hs.timer.localTime answers. */
export const localSeconds = (desktop: SimDesktop, clock: Clock): number => {
  const now = macDate(desktop, clock);
  return (now - localDayStart(desktop.timeZone, now)) / 1000;
};

/** Whether the instant `ms` is in summer time in `timeZone`: ahead of the year's standard offset. */
function isSummerTime(timeZone: string, ms: number): boolean {
  const yearStart = Date.UTC(new Date(ms).getUTCFullYear(), 0, 1);
  const standard = Math.min(zoneOffset(timeZone, yearStart), zoneOffset(timeZone, yearStart + YEAR_MS / 2));
  return zoneOffset(timeZone, ms) > standard;
}

/** Lua's os.time and os.date on the simulated Mac's date and time zone (mac-clock.lua). */
export function installMacClock(lua: LuaEngine, desktop: SimDesktop, clock: Clock): void {
  lua.global.set("__sim_date", () => macDate(desktop, clock) / 1000);
  lua.global.set("__sim_zone_offset", (seconds: number) => zoneOffset(desktop.timeZone, seconds * 1000) / 1000);
  lua.global.set("__sim_is_dst", (seconds: number) => isSummerTime(desktop.timeZone, seconds * 1000));
  lua.doStringSync(MAC_CLOCK_LUA);
}
