import { readFileSync } from "node:fs";
import type { Snapshot } from "../../agent/src/contract/snapshot.ts";
import { BIG_DESK, startSimMac, type SimMac } from "./sim-mac.ts";

/** The command bar's hotkey as the latency harness binds it. */
const COMMAND_BAR = "cmd+shift+a";

/** What a command cost the person on the simulated Mac's clock, from their Return in the command bar. */
export interface Latency {
  /** Milliseconds to the screen's last change (a window moved, a tab closed); undefined when nothing changed. */
  changed: number | undefined;
  /** Milliseconds to the alert that told the result. */
  told: number | undefined;
  /** That alert's text. */
  result: string | undefined;
  /** Everything told after Return, in order (an "opening Spotify…" before the result). */
  said: string[];
}

/**
 * Types a command into the command bar and presses Return, as a person does, and measures on the simulated clock
 * how long until the screen last changed and until the result was told; `waitSeconds` lets that much simulated time
 * pass (by default it stops where only timers more than a few seconds away are left, as a script's timeout).
 */
export async function commandBarLatency(sim: SimMac, command: string, waitSeconds?: number): Promise<Latency> {
  await sim.lua(`spoon.Claude:bindHotkeys({ commandBar = {{"cmd", "shift"}, "a"} })`);
  await sim.person.pressKeys(COMMAND_BAR);
  await sim.person.type(command);
  sim.desktop.changedAt = undefined;
  const start = sim.now();
  await sim.person.press("return");
  await sim.settle(waitSeconds);
  const running = `Claude: ${command}`;
  const told = sim.mac.alertsSince(start).filter((alert) => !alert.text.startsWith(running));
  const last = told.at(-1);
  const changedAt = sim.desktop.changedAt;
  return {
    changed: changedAt === undefined ? undefined : changedAt - start,
    told: last === undefined ? undefined : last.at - start,
    result: last?.text,
    said: told.map((alert) => alert.text),
  };
}

/** A command on the big desk, with the simulator's conditions (a hung app), and its target. */
export interface Scenario {
  name: string;
  command: string;
  sim: { hungApps?: string[]; chromeBusyMs?: number };
  targetMs: number;
}

export const SCENARIOS: Scenario[] = [
  { name: "chrome left half", command: "chrome left half", sim: {}, targetMs: 100 },
  {
    name: "chrome left half, an unrelated app hung",
    command: "chrome left half",
    sim: { hungApps: ["com.microsoft.VSCode"] },
    targetMs: 100,
  },
  {
    name: "chrome left half, Chrome hung",
    command: "chrome left half",
    sim: { hungApps: ["com.google.Chrome"] },
    targetMs: 1200,
  },
  { name: "close tab 3", command: "close tab 3", sim: {}, targetMs: 400 },
  { name: "switch to wikipedia", command: "switch to wikipedia", sim: {}, targetMs: 400 },
];

/** What the person waited for: the screen's last change, or the result when nothing changed. */
export const waited = (latency: Latency) => latency.changed ?? latency.told;

/**
 * "cold": the first command on a Spoon just started (nothing read yet, the command bar opened as soon as the Spoon is
 * linked to the agent); "warm": a Spoon that has run a while (its caches filled by one snapshot).
 */
export type Start = "cold" | "warm";

/** One scenario on a fresh simulated Mac, cold or warm (see Start): its latency, and the desktop after it. */
export async function measureScenario(
  scenario: Scenario,
  start: Start = "warm",
): Promise<Latency & { after: Snapshot }> {
  const desk = JSON.parse(readFileSync(BIG_DESK, "utf8")) as object;
  const sim = await startSimMac({ desktop: { ...desk, sim: scenario.sim } });
  try {
    if (start === "warm") {
      await sim.agent!.spoon.read("snapshot", {}).catch(() => undefined);
      await sim.settle(1);
    }
    return { ...(await commandBarLatency(sim, scenario.command)), after: sim.snapshot() };
  } finally {
    await sim.close();
  }
}
